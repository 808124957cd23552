// Full jitter, the server's one backoff: a webhook's retry (D123), a push job's (D443) and the live
// box's read after a new sync epoch (D458) wait this long; the SDK's backoff of 6.5 and 13.2 is the same rule.

/** Uniform in [0, min(cap, base * 2^attempt)]; `random` draws in [0, 1). */
export function retryDelay(attempt: number, base: number, cap: number, random: () => number = Math.random): number {
  return random() * Math.min(cap, base * 2 ** Math.max(0, attempt));
}
