-- 15.4, R-SY-22 (D315): a message that saw no active run in its thread plans a run of its own, but it
-- read the thread's runs in its statement's snapshot, taken before that statement waited for the
-- thread's lock (another message of the thread) or for a run's lock (a run that ended meanwhile and
-- whose follow-ups became a new run). The message's last statement asks again, in a snapshot of its
-- own, and a run that committed meanwhile makes the transaction fail as a serialization failure: the
-- write is tried again and then sees the run (a follow-up of it, or run_active_other_agent).
CREATE FUNCTION require_no_active_run(thread_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM runs WHERE thread_id = ANY(thread_ids) AND state IN ('queued', 'running', 'waiting_input')) THEN
    RAISE EXCEPTION 'a run of the thread became active while the message was written (15.4)' USING ERRCODE = '40001';
  END IF;
END
$$;
