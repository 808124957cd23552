import { fileURLToPath } from 'node:url';
import { CloseCode } from '@bothy/generated';
import { build } from 'esbuild';
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

  // The browser bundle (design card, 13): esbuild for the browser, with no externals, stops on any
  // node: import. The twin: the Node entry does not bundle that way, so the check can fail.
  const browserBundle = (entry: string) =>
    build({ entryPoints: [fileURLToPath(new URL(entry, import.meta.url))], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent', metafile: true });
  it('bundles the main entry for the browser without any node: module', async () => {
    const result = await browserBundle('../src/index.ts');
    expect(Object.keys(result.metafile.inputs).filter((i) => i.startsWith('node:'))).toEqual([]);
    await expect(browserBundle('../src/node.ts')).rejects.toThrow(/node:fs/);
  });

  // Validators a bundler can drop (13, D74): an app that imports the envelope check carries no REST
  // body schema. billing_mode_used is a property only RunStartRequest has. The twin: the by-name
  // table, which keeps every validator, does carry it, so the check can fail.
  const minified = async (source: string) => {
    const out = await build({ stdin: { contents: source, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' }, bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' });
    return out.outputFiles[0]!.text;
  };
  it('bundles the envelope check without the REST body schemas (tree-shakeable validators)', async () => {
    const envelopeOnly = await minified(`import { check, validateEnvelope } from '@bothy/generated'; console.log(check(validateEnvelope, {}).ok);`);
    expect(envelopeOnly).not.toContain('billing_mode_used');
    const everything = await minified(`import { validators } from '../../generated/src/by-name.ts'; console.log(Object.keys(validators).length);`);
    expect(everything).toContain('billing_mode_used');
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
