// console.warn caught for each test of a file: where the SDK writes an error nobody listens to
// (src/internal/report.ts). `warned()` reads the lines written so far.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

export function catchWarnings(): { spy: () => MockInstance<typeof console.warn>; warned: () => string[] } {
  let spy: MockInstance<typeof console.warn> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    spy?.mockRestore();
  });
  return { spy: () => spy!, warned: () => spy!.mock.calls.map((call) => String(call[0])) };
}
