-- 15.4 (D457): when a person last invoked a control command of the run's agent on the run (for
-- example stop). A message written after it reads the run with this set and its follow-up is flagged
-- after_cancel, as after a cancel request (D293): if the agent then ends the run as the person's Stop
-- (cancelled, user_cancelled), the follow-ups the command found are discarded and a later message is a
-- new request, deferred into a new run.
ALTER TABLE runs ADD COLUMN control_invoked_at timestamptz;
