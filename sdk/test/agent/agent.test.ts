// BothyAgent's options as plain JavaScript may pass them: what the server would refuse later, and
// without naming the option, fails when the agent is made (D331). No server: nothing here connects.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';

const make = (options: Partial<Record<keyof BothyAgentOptions, unknown>>) =>
  new BothyAgent({ baseUrl: 'http://127.0.0.1:9', apiToken: 'token', toolClass: 'read', WebSocket, ...options } as BothyAgentOptions);

/** The message names the option and the forms the contract allows (billing_mode_used is a string; no fixed modes). */
const NAMES_BILLING_MODE = /^billingMode must be the billing mode this adapter runs in: a string \(billing_mode_used and reported_billing_mode of the contract, compared with the agent's configured mode, 15\.3\), or a function \(claims\) => string that follows the configured mode per run; got /;

describe('BothyAgent: billingMode is checked when the agent is made (15.3, 12; D331)', () => {
  for (const [billingMode, got] of [
    [undefined, 'undefined'],
    [null, 'null'],
    [42, 'number 42'],
    [true, 'boolean true'],
    [{ mode: 'subscription' }, 'an object'],
    [['subscription', 'api'], 'an array'],
  ] as const) {
    it(`${got}: a BothyError invalid_options naming billingMode and what it takes, not validation_failed from the heartbeat (D511)`, () => {
      expect(() => make({ billingMode })).toThrow(BothyError);
      expect(() => make({ billingMode })).toThrow(expect.objectContaining({ code: SdkErrorCode.InvalidOptions }));
      expect(() => make({ billingMode })).toThrow(NAMES_BILLING_MODE);
      expect(() => make({ billingMode })).toThrow(new RegExp(`got ${got}$`));
    });
  }

  it('takes a string, and a function with both modes in billingModesSupported (L8)', () => {
    expect(() => make({ billingMode: 'subscription' })).not.toThrow();
    expect(() => make({ billingMode: () => 'api', billingModesSupported: ['subscription', 'api'] })).not.toThrow();
  });

  it('setCapabilities checks it the same way and keeps what it had', () => {
    const agent = make({ billingMode: 'subscription' });
    expect(() => agent.setCapabilities({ billingMode: 7 as never })).toThrow(NAMES_BILLING_MODE);
    expect(() => agent.setCapabilities({ billingMode: 'api' })).not.toThrow();
  });
});
