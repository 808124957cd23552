-- 2.2, 9 (D304): after a lease that ran out unreleased, the jobs its dead holder may have sent
-- without writing their acks (the first ACK_BATCH + 1 queued) go out with redelivered: true. The
-- bound is kept on the subscription, so a failure, a lost lease or a stop between the takeover and
-- those jobs does not drop it (D294 kept it in the taking node's memory for one drain).
ALTER TABLE webhook_subscriptions ADD COLUMN redeliver_through bigint NOT NULL DEFAULT 0;
