// The adapter's check of an autocomplete's token (15.7, D256), with a key of its own: the
// invocation token's form, trigger_kind autocomplete, the request's ID, no run, not expired.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { INVOCATION_TOKEN_TYP, InvocationTokenVerifier } from '../../src/agent/token.ts';

const AGENT = '01937f4a-9c00-7000-8000-00000000a001';
const REQUEST = '01937f4a-9c00-7000-8000-00000000b001';

describe('the token of command.autocomplete_requested (15.7, D256)', async () => {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const verifier = new InvocationTokenVerifier({ baseUrl: 'http://127.0.0.1:1', jwks: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'EdDSA', kid: 'k1' }] }) });
  const sign = (claims: Record<string, unknown>, o: { typ?: string; aud?: string; expSeconds?: number } = {}) =>
    new SignJWT({ trigger_kind: 'autocomplete', request_id: REQUEST, billing_mode: 'subscription', tool_class: 'read', ...claims })
      .setProtectedHeader({ alg: 'EdDSA', typ: o.typ ?? INVOCATION_TOKEN_TYP, kid: 'k1' })
      .setAudience(o.aud ?? AGENT)
      .setJti('j1')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (o.expSeconds ?? 60))
      .sign(privateKey);
  const check = async (token: Promise<string>) => verifier.checkAutocomplete(await token, { agentId: AGENT, requestId: REQUEST });

  it.each([
    ['passes: the form, the request, no run', sign({}), 'ok'],
    ['a run token (trigger_kind mention)', sign({ trigger_kind: 'mention', run_id: REQUEST }), 'invalid'],
    ['another request', sign({ request_id: AGENT }), 'invalid'],
    ['a run named', sign({ run_id: REQUEST }), 'invalid'],
    ['another audience', sign({}, { aud: REQUEST }), 'invalid'],
    ['another typ', sign({}, { typ: 'JWT' }), 'invalid'],
    ['expired: the request is over', sign({}, { expSeconds: -10 }), 'invalid'],
  ])('%s', async (_what, token, want) => {
    expect((await check(token)).kind).toBe(want);
  });
});
