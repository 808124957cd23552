-- Agents II (15.3 resumption, 15.4, 15.5; D140). Cancellation: when
-- run.cancel_requested was written and why; the job of D143 ends a run whose
-- agent did not report within agent.cancel_grace, from the database's clock,
-- on whichever node runs it, also after a restart.
ALTER TABLE runs
  ADD COLUMN cancel_requested_at timestamptz,
  ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('user_cancelled', 'access_revoked', 'channel_read_only', 'agent_disabled', 'trigger_principal_disabled'));
CREATE INDEX runs_cancel_pending ON runs (cancel_requested_at) WHERE cancel_requested_at IS NOT NULL AND state IN ('queued', 'running', 'waiting_input');
-- The runs of a channel that becomes read-only (8.3).
CREATE INDEX runs_channel_active ON runs (channel_id) WHERE state IN ('queued', 'running', 'waiting_input');
