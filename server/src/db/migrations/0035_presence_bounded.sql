-- D479 (12, 2.2; D466, D468): the heartbeat's strings are bounded in the contract since D468 (a mode and
-- each supported mode at most 64 characters, at most 32 supported modes, runtime_version at most 256), but
-- rows stored before it keep what an adapter sent then: a reported mode of any size went out with the
-- agent's next agent.presence_changed (the offline sweep sends the stored mode) and into the audit log's
-- "before" of the next change. What passes the bounds is cleared here, as if the adapter had not reported
-- it; its next heartbeat reports it again within them.
UPDATE agent_presence
   SET reported_billing_mode = CASE WHEN char_length(reported_billing_mode) > 64 THEN NULL ELSE reported_billing_mode END,
       billing_modes_supported = CASE
         WHEN cardinality(billing_modes_supported) > 32
           OR EXISTS (SELECT 1 FROM unnest(billing_modes_supported) AS m WHERE char_length(m) > 64) THEN '{}'
         ELSE billing_modes_supported END,
       runtime_version = CASE WHEN char_length(runtime_version) > 256 THEN NULL ELSE runtime_version END
 WHERE char_length(reported_billing_mode) > 64
    OR char_length(runtime_version) > 256
    OR cardinality(billing_modes_supported) > 32
    OR EXISTS (SELECT 1 FROM unnest(billing_modes_supported) AS m WHERE char_length(m) > 64);
