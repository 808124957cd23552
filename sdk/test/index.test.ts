import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index.ts';
import * as node from '../src/node.ts';

describe('public API (src/index.ts)', () => {
  it('exports the parts a BothyClient wires together', () => {
    for (const name of [
      'BothyClient',
      'EventType',
      'recordingLine',
      'GatewayConnection',
      'transition',
      'disconnect',
      'backoff',
      'Outbox',
      'gateOutbox',
      'resync',
      'LocalVersions',
      'decide',
      'BothyRestClient',
      'createOutboxTransport',
      'dpopMiddleware',
      'generateDpopKey',
      'loadOrCreateDpopKey',
      'createDpopProof',
      'MemoryCursorStore',
      'IndexedDbCursorStore',
      'MemoryOutboxStore',
      'IndexedDbOutboxStore',
      'errorFromProblem',
      'BothyError',
      'Emitter',
      'StaticTokenProvider',
      'gatewayUrl',
    ]) {
      expect(sdk, name).toHaveProperty(name);
    }
  });

  it('keeps the file stores behind @bothy/sdk/node (src/node.ts)', () => {
    for (const name of ['FileCursorStore', 'FileOutboxStore', 'FileDpopKeyStore']) {
      expect(node, name).toHaveProperty(name);
      expect(sdk, name).not.toHaveProperty(name);
    }
  });

  it('derives the gateway URL from the server origin (6.1)', () => {
    expect(sdk.gatewayUrl('https://chat.example.com')).toBe('wss://chat.example.com/api/v1/gateway');
    expect(sdk.gatewayUrl('http://127.0.0.1:4000/')).toBe('ws://127.0.0.1:4000/api/v1/gateway');
  });

  it('renewal without a renew function fails with a typed error', async () => {
    const error = await new sdk.StaticTokenProvider('t').renewAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.BothyError);
    expect((error as sdk.BothyError).code).toBe(sdk.SdkErrorCode.TokenRenewal);
  });

  it('the close funnel is reachable from the package root', () => {
    expect(sdk.disconnect(CloseCode.Revoked, '').state).toBe('logged_out');
  });
});
