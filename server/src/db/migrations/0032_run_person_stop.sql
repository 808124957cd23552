-- 15.4, 15.5 (D456): a person's Stop of a run whose cancellation another reason had already
-- requested (access removal, a read-only channel, a disabled agent). The first reason stands for the
-- agent (D141); this flag keeps the person's word for the end: the follow-ups the Stop found are
-- discarded, not deferred into a new run that would invoke the agent again.
ALTER TABLE runs ADD COLUMN stopped_by_person boolean NOT NULL DEFAULT false;
