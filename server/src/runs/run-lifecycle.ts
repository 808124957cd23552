// What the agent of a run calls (15.3, R-SY-10, R-SY-19; D88): run.start
// (queued -> running as a compare-and-swap with the jti of a consumer's last delivery, D314),
// run.token.renew (a fresh token for an expired one) and finish (the run ends
// with its summary). Every step runs in one transaction; where 15.3 fails the
// run and answers 409, the failure commits and the answer is returned, not thrown.
import { ProblemCode, type FinishRunRequest, type RunStartRequest } from '@bothy/generated';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import { InvocationTokenFailure, toolClassRank, verifyInvocationToken, type VerifiedInvocation } from '../identity/invocation-tokens.ts';
import type { AuthContext } from '../identity/tokens.ts';
import {
  checkInvocation,
  endRun,
  failRun,
  issueInvocationToken,
  moveRun,
  readRun,
  runStateChanged,
  setTriggerState,
  summaryOf,
  type RunRow,
  type TriggerState,
} from './invocation.ts';
import { TRIGGER_DELETED } from './cancel.ts';
import { absorbResumingAnswer, notifyHeldFollowups } from './followups.ts';
import { entryOf, onlyEntry, writeEntry } from './consumer-tokens.ts';
import { ACTIVE_RUN_STATES, type RunState } from './state.ts';
import { findRun, requireRun, toRun, type Run } from './store.ts';

/** A refusal that 15.3 answers after it changed the run (the change commits), or the result. */
export type Outcome<T> = { ok: T } | { refused: DomainError };

/** 403 invocation_token_invalid with the reason of 15.3. */
function tokenProblem(reason: 'expired' | 'superseded' | 'invalid', detail: string): DomainError {
  return new DomainError(ProblemCode.InvocationTokenInvalid, detail, { reason });
}

/** The reason of a run the server ended after agent.cancel_grace (15.5, D143). */
export const CANCEL_TIMEOUT = 'cancel_timeout';

/** 15.5: later starts, resumes, renewals, waits and finishes of a run ended with cancel_timeout are refused. */
export function cancelTimedOut(): DomainError {
  return new DomainError(ProblemCode.RunNotActive, 'the run was ended cancelled because its agent did not report within agent.cancel_grace (cancel_timeout)', { reason: CANCEL_TIMEOUT });
}

/** 15.5: a run whose cancellation was requested only ends; it does not start, resume, renew or wait. */
export function cancelPending(run: Pick<RunRow, 'cancel_reason'>): DomainError {
  return new DomainError(ProblemCode.RunNotActive, `the run's cancellation was requested (${run.cancel_reason}); report cancelled with finish`, { reason: run.cancel_reason });
}

/** A compare-and-swap that lost finds the run changed; the step decides again on the new row, a bounded number of times. */
const ATTEMPTS = 3;

export class RunLifecycle {
  constructor(private readonly ctx: ServerContext) {}

  /** The run for its own agent; anyone else gets 404, or 403 when the run's channel is visible to them (requireRun, D49, D97). */
  private async runOfCaller(db: Queryable, v: Visibility, runId: string): Promise<void> {
    requireRun(v, await findRun(db, runId), 'agent');
  }

  private async verify(auth: AuthContext, runId: string, token: string, ignoreExpiry: boolean): Promise<VerifiedInvocation> {
    let claims: VerifiedInvocation;
    try {
      claims = await verifyInvocationToken(this.ctx.keys, token, { agentId: auth.principalId, ignoreExpiry });
    } catch (err) {
      if (err instanceof InvocationTokenFailure) throw tokenProblem(err.reason, err.message);
      throw err;
    }
    if (claims.runId !== runId) throw tokenProblem('invalid', 'the invocation token is for another run');
    return claims;
  }

  /**
   * POST /runs/{id}/start (15.3 step 4): signature, expiry, jti = the newest token of a consumer (D314),
   * billing mode = the configured one, tool class not above the token's, then
   * queued -> running as one compare-and-swap on (state, that jti); stores
   * started_jti and leaves only that consumer's entry. A retry with the same token while
   * running answers the same run (R-SY-19).
   */
  async start(auth: AuthContext, v: Visibility, runId: string, body: RunStartRequest): Promise<Outcome<Run>> {
    return this.begin(false, auth, v, runId, body);
  }

  /**
   * POST /runs/{id}/resume (15.3 resumption, D145): the checks of start, with
   * waiting_input -> running as the compare-and-swap on the jti of the last
   * delivery while waiting (agent.followup, interaction.created). The start
   * token stays consumed (started_jti): it neither resumes nor renews (R-SY-19);
   * the resume's token is consumed in turn, and a retry with it while running
   * answers the same run.
   */
  async resume(auth: AuthContext, v: Visibility, runId: string, body: RunStartRequest): Promise<Outcome<Run>> {
    return this.begin(true, auth, v, runId, body);
  }

  private async begin(resuming: boolean, auth: AuthContext, v: Visibility, runId: string, body: RunStartRequest): Promise<Outcome<Run>> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const from: RunState = resuming ? 'waiting_input' : 'queued';
    // The expiry is checked below, after the replay: a retry with the token that started the run
    // answers the same run as long as it runs, also once the token expired (R-SY-19: the answer
    // was lost, and the adapter's retries may outlast agent.invocation_token_ttl).
    const claims = await this.verify(auth, runId, body.invocation_token, true);
    const agent = { kind: 'agent', id: auth.principalId } as const;
    const withoutCas = this.ctx.twins?.startWithoutCas;
    const { result } = await runEventTransaction<Outcome<Run>>(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        const run = (await readRun(client, runId))!;
        // A run whose cancellation was requested only ends (15.5): no start, resume or retry of either.
        if (run.cancel_requested_at && (ACTIVE_RUN_STATES as readonly RunState[]).includes(run.state)) throw cancelPending(run);
        switch (run.state) {
          case 'running':
            if (run.started_jti === claims.jti) return { result: { ok: toRun(run) }, events: [] };
            throw new DomainError(ProblemCode.AlreadyStarted, 'the run was started with the token of another delivery');
          case 'waiting_input':
            if (resuming) break;
            if (run.started_jti === claims.jti) throw tokenProblem('superseded', 'the token was consumed by the start; the run waits for input (15.3)');
            throw new DomainError(ProblemCode.AlreadyStarted, 'the run has already been started');
          case 'completed':
          case 'failed':
          case 'cancelled':
            if (run.state_reason === CANCEL_TIMEOUT) throw cancelTimedOut();
            if (run.started_jti) throw new DomainError(ProblemCode.AlreadyStarted, `the run has already been started and is ${run.state}`);
            throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
          case 'queued':
            if (resuming) throw new DomainError(ProblemCode.RunNotActive, 'the run is queued: it has not started, and only a waiting run resumes');
            if (await triggerDeleted(client, run)) {
              // The deletion ends such a run (D336); one it could not take without waiting (locked here
              // then) ends at its start, so that no runtime starts on a request taken back.
              const ended = await endRun(client, run, 'cancelled', TRIGGER_DELETED, agent, ['queued']);
              if (!ended && attempt < ATTEMPTS) continue;
              return { result: { refused: new DomainError(ProblemCode.RunNotActive, 'the message that triggered the run was deleted: the run ended cancelled (trigger_deleted)') }, events: ended?.events ?? [] };
            }
            break;
        }
        if (claims.expiresAt <= Date.now()) throw tokenProblem('expired', 'the invocation token has expired; renew it (POST /runs/{run_id}/invocation-token)');
        // The newest token of some consumer of the agent (D314): a newer delivery to the same consumer supersedes it.
        const held = entryOf(run.consumer_tokens, claims.jti);
        if (!held) throw tokenProblem('superseded', 'a newer delivery of this invocation applies; start with its token');
        // R-SY-19: a consumed token (the start's, or an earlier resume's) resumes nothing.
        if (run.started_jti === claims.jti && !(resuming && this.ctx.twins?.resumeAcceptsConsumed)) throw tokenProblem('superseded', 'the token was consumed; only the token of a delivery while the run waits resumes it (15.3)');
        // The configured mode as the delivery of this token found it: the token's own claim (15.3 step 2
        // sets billing_mode_expected to it). Not the column: with several consumers another consumer's
        // later delivery rewrites that, and a valid token would then fail the run (D314).
        const mismatch =
          body.billing_mode_used !== claims.billingMode
            ? { code: ProblemCode.BillingModeMismatch, reason: ProblemCode.BillingModeMismatch, detail: 'billing_mode_used differs from the configured billing mode' }
            : toolClassRank(body.tool_class_used) > toolClassRank(claims.toolClass)
              ? { code: ProblemCode.ToolClassMismatch, reason: ProblemCode.ToolClassMismatch, detail: 'tool_class_used is higher than the tool class of the token' }
              : undefined;
        if (mismatch) {
          const failed = await failRun(
            client,
            run,
            [from],
            mismatch.reason,
            { action: 'run.start', actorId: auth.principalId, outcome: 'failed', detail: { billing_mode_used: body.billing_mode_used, tool_class_used: body.tool_class_used } },
            { jti: claims.jti },
          );
          if (!failed && attempt < ATTEMPTS) continue;
          if (!failed) throw new DomainError(ProblemCode.AlreadyStarted, 'the run changed while it was started');
          return { result: { refused: new DomainError(mismatch.code, `${mismatch.detail}; the run failed`) }, events: failed.events };
        }
        // The twin's wait: a barrier of the racing starts (or a pause where they are no known set), the test's.
        if (withoutCas) await withoutCas.afterRead();
        const started = await moveRun(client, run, 'running', {
          // 15.5: no start or resume lands after a cancellation request it did not see (D298).
          ...(withoutCas
            ? { unguarded: true }
            : { from, jti: claims.jti, ...(this.ctx.twins?.resumeAcceptsConsumed || this.ctx.twins?.casTakesSpentToken ? { spentTokenAllowed: true } : {}), ...(this.ctx.twins?.casIgnoresCancel ? {} : { cancelRequested: false }) }),
          set: {
            started_jti: claims.jti,
            renewed_from_jti: null,
            // Only the token that started (or resumed) the run is left: no other consumer's starts or resumes it later (D314).
            ...(this.ctx.twins?.startKeepsOtherTokens ? {} : onlyEntry(held.consumer, claims.jti)),
            // The input whose token this is counts as consumed (D313); a start has none.
            ...(resuming && held.entry.input_seq !== null ? { resumed_input_seq: Number(held.entry.input_seq) } : {}),
            billing_mode_used: body.billing_mode_used,
            tool_class_used: body.tool_class_used,
            external_session_ref: body.external_session_ref ?? null,
            model: body.model ?? null,
          },
        });
        if (!started) {
          if (attempt < ATTEMPTS) continue;
          throw new DomainError(ProblemCode.AlreadyStarted, 'the run changed while it was started');
        }
        // A resumed run's message stays working (or followup_delivered); the start sets working (15.3).
        const working = !resuming ? await setTriggerState(client, started, 'working', agent) : [];
        // The answer whose token resumed the run was taken in by the resume (D361).
        const answer =
          resuming && held.entry.input_seq !== null && !this.ctx.twins?.resumeLeavesAnswerOpen ? await absorbResumingAnswer(client, started, Number(held.entry.input_seq), agent) : [];
        // Interactions delivered while the run waited reached the adapter before this resume: the resumed turn has them (D372).
        if (resuming) await client.query(`UPDATE interactions SET delivered_running = true WHERE run_id = $1 AND delivered_seq IS NOT NULL AND NOT delivered_running`, [started.id]);
        // A steer agent's follow-ups that met the run queued are fed into the turn now (D362).
        const heldFollowups = !resuming && started.agent_followups === 'steer' && !this.ctx.twins?.heldFollowupsStayHeld ? await notifyHeldFollowups(client, started, 'all') : [];
        const events: NewEvent[] = [runStateChanged(started, summaryOf(started), agent), ...working, ...answer, ...heldFollowups];
        return { result: { ok: toRun(started) }, events };
      }
    });
    return result;
  }

  /**
   * POST /runs/{id}/invocation-token (run.token.renew, 15.3 step 3): the old
   * token without its expiry; the run queued or waiting_input (else 409
   * already_started); jti = a consumer's newest token or the one it was renewed from (a retry after a
   * lost answer); started_jti IS DISTINCT FROM jti (else superseded); the checks
   * of the delivery again; the new token replaces that consumer's entry (D314).
   */
  async renew(auth: AuthContext, v: Visibility, runId: string, token: string): Promise<Outcome<{ invocation_token: string; expires_at: string }>> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const claims = await this.verify(auth, runId, token, true);
    const { result } = await runEventTransaction<Outcome<{ invocation_token: string; expires_at: string }>>(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        const run = (await readRun(client, runId))!;
        if (run.state_reason === CANCEL_TIMEOUT) throw cancelTimedOut();
        if (run.cancel_requested_at && (ACTIVE_RUN_STATES as readonly RunState[]).includes(run.state)) throw cancelPending(run);
        if (run.state !== 'queued' && run.state !== 'waiting_input') throw new DomainError(ProblemCode.AlreadyStarted, `the run is ${run.state}; only a queued or waiting run renews its token`);
        const held = entryOf(run.consumer_tokens, claims.jti, true);
        if (!held) throw tokenProblem('superseded', 'a newer delivery of this invocation applies');
        if (run.started_jti === claims.jti) throw tokenProblem('superseded', 'the token was consumed by the start of the run');
        const refusal = await checkInvocation(client, run);
        if (refusal) {
          const failed = await failRun(client, run, [run.state], refusal, { action: 'run.token.renew', actorId: run.trigger_principal_id, outcome: 'denied' });
          if (!failed && attempt < ATTEMPTS) continue;
          if (!failed) throw new DomainError(ProblemCode.AlreadyStarted, 'the run changed while its token was renewed');
          return { result: { refused: new DomainError(ProblemCode.Forbidden, `the invocation is no longer permitted (${refusal}); the run failed`, { reason: refusal }) }, events: failed.events };
        }
        const signed = await issueInvocationToken(this.ctx, run);
        // The new token replaces its consumer's entry (D314) if the entry is still the one read; a retry after a lost answer keeps renewed_from.
        const renewed = await writeEntry(
          client,
          run.id,
          held.consumer,
          { jti: signed.jti, renewed_from: held.entry.jti === claims.jti ? claims.jti : held.entry.renewed_from, input_seq: held.entry.input_seq },
          run.agent_billing_mode,
          {
            where: `state IN ('queued', 'waiting_input') AND consumer_tokens -> $5::text = $6::jsonb AND started_jti IS DISTINCT FROM $7 AND cancel_requested_at IS NULL`,
            params: [held.consumer, JSON.stringify(held.entry), claims.jti],
          },
        );
        if (renewed) return { result: { ok: { invocation_token: signed.token, expires_at: new Date(signed.expiresAt).toISOString() } }, events: [] };
        if (attempt >= ATTEMPTS) throw tokenProblem('superseded', 'the run changed while its token was renewed');
      }
    });
    return result;
  }

  /**
   * POST /runs/{id}/wait (D145): running -> waiting_input, the compare-and-swap of
   * the table; the run keeps its consumed start token in invocation_jti (15.3
   * step 5). A repeat while waiting answers the run; a run whose cancellation was
   * requested, or that is not running, answers 409 run_not_active.
   */
  async awaitInput(auth: AuthContext, v: Visibility, runId: string): Promise<Run> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const agent = { kind: 'agent', id: auth.principalId } as const;
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const run = (await readRun(client, runId, true))!;
      if (run.state_reason === CANCEL_TIMEOUT) throw cancelTimedOut();
      if (run.cancel_requested_at) throw cancelPending(run);
      if (run.state === 'waiting_input') return { result: toRun(run), events: [] };
      const waiting = await moveRun(client, run, 'waiting_input', { from: 'running' });
      if (!waiting) throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}; only a running run waits for input`);
      // The oldest follow-up held while it ran (a queue agent's) is the answer, sent now (15.4, D362).
      const answer = this.ctx.twins?.heldFollowupsStayHeld ? [] : await notifyHeldFollowups(client, waiting, 'oldest');
      return { result: toRun(waiting), events: [runStateChanged(waiting, summaryOf(waiting), agent), ...answer] };
    });
    return result;
  }

  /**
   * POST /runs/{id}/finish (15.3, 15.5): the agent of the run ends it. completed
   * needs a started run; failed and cancelled end any active one (the adapter's
   * own check of the token fails a queued run). run.state_changed carries the
   * summary; trigger_state goes to done, failed or cancelled. The same finish
   * again answers the run as it is. Once run.cancel_requested was written, the
   * run ends cancelled (a completed report included, D144; failed stays failed)
   * with the request's reason unless the adapter gives one; a run the server
   * ended with cancel_timeout refuses every later finish (15.5).
   */
  async finish(auth: AuthContext, v: Visibility, runId: string, body: FinishRunRequest): Promise<Run> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const agent = { kind: 'agent', id: auth.principalId } as const;
    // D317: with the adapter's token, only a run that token may act on (queued, or started or resumed with it,
    // or, waiting, the runner's current token that would resume it, D522).
    const jti = body.invocation_token !== undefined ? (await this.verify(auth, runId, body.invocation_token, true)).jti : undefined;
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        // With a token, the row is locked: what the token may act on (its entry, started_jti) is read as the end
        // finds it, and no resume by another token and a return to waiting come in between (D522 review).
        const run = (await readRun(client, runId, jti !== undefined))!;
        if (!(ACTIVE_RUN_STATES as readonly RunState[]).includes(run.state)) {
          if (run.state_reason === CANCEL_TIMEOUT) throw cancelTimedOut();
          const reported = run.cancel_requested_at && body.state === 'completed' ? 'cancelled' : body.state;
          if (run.state === reported) return { result: toRun(run), events: [] };
          throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
        }
        // A waiting run's answer carried the runner's next token (15.3 resumption): what may resume the run may
        // end it, so an adapter that took the run up without having started it (D518) reports a Stop at once (D522).
        const resumesIt = run.state === 'waiting_input' && entryOf(run.consumer_tokens, jti ?? '') !== undefined && !this.ctx.twins?.finishWaitingNeedsStart;
        if (jti !== undefined && run.state !== 'queued' && run.started_jti !== jti && !resumesIt && !this.ctx.twins?.finishIgnoresToken) {
          throw new DomainError(ProblemCode.AlreadyStarted, 'another consumer of the agent started the run with its own token; this finish ends nothing of it');
        }
        const cancelling = run.cancel_requested_at !== null && body.state !== 'failed';
        const to = cancelling ? 'cancelled' : body.state;
        const reason = cancelling ? (body.state === 'cancelled' ? (body.reason ?? run.cancel_reason!) : run.cancel_reason!) : body.reason;
        const from: readonly RunState[] = to === 'completed' ? ['running', 'waiting_input'] : ACTIVE_RUN_STATES;
        if (!from.includes(run.state)) throw new DomainError(ProblemCode.RunNotActive, 'a queued run has not started; it ends failed or cancelled');
        const withoutCas = this.ctx.twins?.finishWithoutCas;
        // The twin's barrier: the other finish has read the run too (the test's, bounded), whatever the machine's load.
        if (withoutCas) await withoutCas.bothRead();
        // The end state was decided on the cancellation request as read: it lands only if that still holds (D298).
        const ended = await endRun(client, run, to, reason, agent, [run.state], {
          ...(withoutCas ? { unguarded: true } : this.ctx.twins?.casIgnoresCancel ? {} : { cancelRequested: run.cancel_requested_at !== null }),
          interactionsEndSilently: this.ctx.twins?.interactionsEndSilently,
        });
        if (!ended) {
          if (attempt < ATTEMPTS) continue;
          throw new DomainError(ProblemCode.RunNotActive, 'the run changed while it was finished');
        }
        return { result: toRun(ended.run), events: ended.events };
      }
    });
    return result;
  }
}

/** Whether the run's trigger message is deleted (a run without one, a schedule's, has none to lose). */
async function triggerDeleted(db: Queryable, run: Pick<RunRow, 'trigger_message_id'>): Promise<boolean> {
  if (!run.trigger_message_id) return false;
  const { rows } = await db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM messages WHERE id = $1', [run.trigger_message_id]);
  return rows[0]?.deleted === true;
}
