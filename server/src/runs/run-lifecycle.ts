// What the agent of a run calls (15.3, R-SY-10, R-SY-19; D88): run.start
// (queued -> running as a compare-and-swap with the jti of the last delivery),
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
import { ACTIVE_RUN_STATES, type RunState } from './state.ts';
import { findRun, requireRun, toRun, type Run } from './store.ts';

/** A refusal that 15.3 answers after it changed the run (the change commits), or the result. */
export type Outcome<T> = { ok: T } | { refused: DomainError };

/** 403 invocation_token_invalid with the reason of 15.3. */
function tokenProblem(reason: 'expired' | 'superseded' | 'invalid', detail: string): DomainError {
  return new DomainError(ProblemCode.InvocationTokenInvalid, detail, { reason });
}

/** A compare-and-swap that lost finds the run changed; the step decides again on the new row, a bounded number of times. */
const ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
   * POST /runs/{id}/start (15.3 step 4): signature, expiry, jti = invocation_jti,
   * billing mode = the configured one, tool class not above the token's, then
   * queued -> running as one compare-and-swap on (state, invocation_jti); stores
   * started_jti and clears renewed_from_jti. A retry with the same token while
   * running answers the same run (R-SY-19).
   */
  async start(auth: AuthContext, v: Visibility, runId: string, body: RunStartRequest): Promise<Outcome<Run>> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const claims = await this.verify(auth, runId, body.invocation_token, false);
    const agent = { kind: 'agent', id: auth.principalId } as const;
    const withoutCas = this.ctx.twins?.startWithoutCas;
    const { result } = await runEventTransaction<Outcome<Run>>(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        const run = (await readRun(client, runId))!;
        switch (run.state) {
          case 'running':
            if (run.started_jti === claims.jti) return { result: { ok: toRun(run) }, events: [] };
            throw new DomainError(ProblemCode.AlreadyStarted, 'the run was started with the token of another delivery');
          case 'waiting_input':
            if (run.started_jti === claims.jti) throw tokenProblem('superseded', 'the token was consumed by the start; the run waits for input (15.3)');
            throw new DomainError(ProblemCode.AlreadyStarted, 'the run has already been started');
          case 'completed':
          case 'failed':
          case 'cancelled':
            if (run.started_jti) throw new DomainError(ProblemCode.AlreadyStarted, `the run has already been started and is ${run.state}`);
            throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
          case 'queued':
            break;
        }
        if (run.invocation_jti !== claims.jti) throw tokenProblem('superseded', 'a newer delivery of this invocation applies; start with its token');
        const mismatch =
          body.billing_mode_used !== run.billing_mode_expected
            ? { code: ProblemCode.BillingModeMismatch, reason: ProblemCode.BillingModeMismatch, detail: 'billing_mode_used differs from the configured billing mode' }
            : toolClassRank(body.tool_class_used) > toolClassRank(claims.toolClass)
              ? { code: ProblemCode.ToolClassMismatch, reason: ProblemCode.ToolClassMismatch, detail: 'tool_class_used is higher than the tool class of the token' }
              : undefined;
        if (mismatch) {
          const failed = await failRun(
            client,
            run,
            ['queued'],
            mismatch.reason,
            { action: 'run.start', actorId: auth.principalId, outcome: 'failed', detail: { billing_mode_used: body.billing_mode_used, tool_class_used: body.tool_class_used } },
            { jti: claims.jti },
          );
          if (!failed && attempt < ATTEMPTS) continue;
          if (!failed) throw new DomainError(ProblemCode.AlreadyStarted, 'the run changed while it was started');
          return { result: { refused: new DomainError(mismatch.code, `${mismatch.detail}; the run failed`) }, events: failed.events };
        }
        if (withoutCas) await sleep(withoutCas.pauseMs);
        const started = await moveRun(client, run, 'running', {
          ...(withoutCas ? { unguarded: true } : { from: 'queued', jti: claims.jti }),
          set: {
            started_jti: claims.jti,
            renewed_from_jti: null,
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
        const events: NewEvent[] = [runStateChanged(started, summaryOf(started), agent), ...(await setTriggerState(client, started, 'working', agent))];
        return { result: { ok: toRun(started) }, events };
      }
    });
    return result;
  }

  /**
   * POST /runs/{id}/invocation-token (run.token.renew, 15.3 step 3): the old
   * token without its expiry; the run queued or waiting_input (else 409
   * already_started); jti = invocation_jti or renewed_from_jti (a retry after a
   * lost answer); started_jti IS DISTINCT FROM jti (else superseded); the checks
   * of the delivery again; the new token replaces invocation_jti.
   */
  async renew(auth: AuthContext, v: Visibility, runId: string, token: string): Promise<Outcome<{ invocation_token: string; expires_at: string }>> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const claims = await this.verify(auth, runId, token, true);
    const { result } = await runEventTransaction<Outcome<{ invocation_token: string; expires_at: string }>>(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        const run = (await readRun(client, runId))!;
        if (run.state !== 'queued' && run.state !== 'waiting_input') throw new DomainError(ProblemCode.AlreadyStarted, `the run is ${run.state}; only a queued or waiting run renews its token`);
        if (claims.jti !== run.invocation_jti && claims.jti !== run.renewed_from_jti) throw tokenProblem('superseded', 'a newer delivery of this invocation applies');
        if (run.started_jti === claims.jti) throw tokenProblem('superseded', 'the token was consumed by the start of the run');
        const refusal = await checkInvocation(client, run);
        if (refusal) {
          const failed = await failRun(client, run, [run.state], refusal, { action: 'run.token.renew', actorId: run.trigger_principal_id, outcome: 'denied' });
          if (!failed && attempt < ATTEMPTS) continue;
          if (!failed) throw new DomainError(ProblemCode.AlreadyStarted, 'the run changed while its token was renewed');
          return { result: { refused: new DomainError(ProblemCode.Forbidden, `the invocation is no longer permitted (${refusal}); the run failed`, { reason: refusal }) }, events: failed.events };
        }
        const signed = await issueInvocationToken(this.ctx, run);
        const { rowCount } = await client.query(
          `UPDATE runs SET renewed_from_jti = CASE WHEN invocation_jti = $2 THEN invocation_jti ELSE renewed_from_jti END,
                  invocation_jti = $3, billing_mode_expected = $4, updated_at = now()
            WHERE id = $1 AND state IN ('queued', 'waiting_input') AND (invocation_jti = $2 OR renewed_from_jti = $2) AND started_jti IS DISTINCT FROM $2`,
          [run.id, claims.jti, signed.jti, run.agent_billing_mode],
        );
        if (rowCount === 1) return { result: { ok: { invocation_token: signed.token, expires_at: new Date(signed.expiresAt).toISOString() } }, events: [] };
        if (attempt >= ATTEMPTS) throw tokenProblem('superseded', 'the run changed while its token was renewed');
      }
    });
    return result;
  }

  /**
   * POST /runs/{id}/finish (15.3, 15.5): the agent of the run ends it. completed
   * needs a started run; failed and cancelled end any active one (the adapter's
   * own check of the token fails a queued run). run.state_changed carries the
   * summary; trigger_state goes to done, failed or cancelled. The same finish
   * again answers the run as it is.
   */
  async finish(auth: AuthContext, v: Visibility, runId: string, body: FinishRunRequest): Promise<Run> {
    await this.runOfCaller(queryableOf(this.ctx), v, runId);
    const agent = { kind: 'agent', id: auth.principalId } as const;
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      for (let attempt = 1; ; attempt++) {
        const run = (await readRun(client, runId))!;
        if (!(ACTIVE_RUN_STATES as readonly RunState[]).includes(run.state)) {
          if (run.state === body.state) return { result: toRun(run), events: [] };
          throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
        }
        const from: readonly RunState[] = body.state === 'completed' ? ['running', 'waiting_input'] : ACTIVE_RUN_STATES;
        if (!from.includes(run.state)) throw new DomainError(ProblemCode.RunNotActive, 'a queued run has not started; it ends failed or cancelled');
        const ended = await moveRun(client, run, body.state, { from: run.state, reason: body.reason });
        if (!ended) {
          if (attempt < ATTEMPTS) continue;
          throw new DomainError(ProblemCode.RunNotActive, 'the run changed while it was finished');
        }
        const summary = summaryOf(ended);
        await client.query(`UPDATE runs SET summary = $2 WHERE id = $1`, [run.id, summary]);
        const trigger: TriggerState = body.state === 'completed' ? 'done' : body.state;
        const events: NewEvent[] = [runStateChanged(ended, summary, agent), ...(await setTriggerState(client, ended, trigger, agent, body.reason))];
        return { result: toRun(ended), events };
      }
    });
    return result;
  }
}
