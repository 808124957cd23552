// Rate-limit classes per op (6.2; D185, D186). The contracts give every client op and every REST
// write its class (x-rate-limit-classes, read by codegen into gatewayOpRateLimits and
// restWriteRateLimits); each class is a configuration value of kind rate (rl.*). A class counts
// per principal in fixed windows on this node (D185): over it, REST answers 429 rate_limited with
// Retry-After and problem details, the gateway an error frame rate_limited with retry_after_ms,
// and the connection stays. rl.gateway_connect keeps its own path (login.ts, close 4008); heartbeat
// and the dev token routes are exempt (`none`, D244); the run-patch limit
// (agent.run_update_min_interval per run, runs/patch.ts) applies as well.
import { ClientOp, gatewayOpRateLimits, ProblemCode, restWriteRateLimits, type ConfigValues, type RateLimitClass } from '@bothy/generated';
import { DomainError, retryAfterSeconds } from '../errors.ts';
import { FixedWindowLimiter } from '../gateway/rate-limit.ts';

/** The class identify and resume count against; login.ts closes with 4008 on it (6.3). */
export const CONNECT_CLASS: RateLimitClass = gatewayOpRateLimits[ClientOp.Identify];

export class RateLimits {
  private readonly limiters = new Map<RateLimitClass, FixedWindowLimiter>();

  constructor(private readonly spec: ConfigValues, private readonly now: () => number = Date.now) {}

  /** 0 when the principal may go on (and it was counted); otherwise the milliseconds to wait. */
  take(rateClass: RateLimitClass, principalId: string): number {
    let limiter = this.limiters.get(rateClass);
    if (!limiter) {
      limiter = new FixedWindowLimiter(this.spec[rateClass], this.now);
      this.limiters.set(rateClass, limiter);
    }
    return limiter.take(principalId);
  }
}

/** 429 rate_limited with Retry-After (whole seconds, at least 1) and retry_after_ms (6.2). */
export function rateLimited(rateClass: RateLimitClass, waitMs: number): DomainError {
  return new DomainError(ProblemCode.RateLimited, `over ${rateClass}; retry after ${waitMs} ms`, { retry_after_ms: waitMs }, { 'Retry-After': retryAfterSeconds(waitMs) });
}

// A write the contract exempts (`none`: the dev token routes, D244) has no class and is not matched.
const ROUTES = restWriteRateLimits.flatMap((r) => (r.rateClass === null ? [] : [{ ...r, rateClass: r.rateClass }])).map((r) => ({
  method: r.method,
  rateClass: r.rateClass,
  pattern: new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

/** The class of a REST write by method and path below the base path; undefined for reads and unknown routes. */
export function restRateLimitClass(method: string, path: string): RateLimitClass | undefined {
  for (const r of ROUTES) if (r.method === method && r.pattern.test(path)) return r.rateClass;
  return undefined;
}
