import http from 'node:http';
import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
  await sam.request('GET', '/api/v1/me/settings'); // a DPoP nonce for the proofs below
});

/** Sends `body` in two chunks (Transfer-Encoding: chunked, no Content-Length), signed like any request of sam. */
async function chunked(method: string, path: string, body: string, contentType?: string): Promise<{ status: number; code?: string }> {
  const url = new URL(path, sam.baseUrl);
  const headers: Record<string, string> = { authorization: `DPoP ${sam.accessToken}`, dpop: await sam.proofFor(method, `${url.origin}${url.pathname}`), 'transfer-encoding': 'chunked' };
  if (contentType) headers['content-type'] = contentType;
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 10));
    req.end(body.slice(10));
  });
  const code = /"code":"([a-z_]+)"/.exec(answer.text);
  return { status: answer.status, ...(code ? { code: code[1] } : {}) };
}

describe('a request body must be application/json: 415 unsupported_media_type (D13, RFC 9457)', () => {
  const message = () => JSON.stringify({ client_msg_id: uuidv7(), content_md: 'chunked' });

  it('answers a chunked body that is not JSON with 415 unsupported_media_type, with or without a content type', async () => {
    const path = `/api/v1/threads/${t.ids.welcomeThread}/messages`;
    expect(await chunked('POST', path, message(), 'text/plain')).toEqual({ status: 415, code: ProblemCode.UnsupportedMediaType });
    expect(await chunked('POST', path, message())).toEqual({ status: 415, code: ProblemCode.UnsupportedMediaType });
  });

  it('refuses a chunked non-JSON body on a route whose body is optional instead of ignoring it', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'pin me')).body;
    expect(await chunked('PUT', `/api/v1/messages/${m.id}/pin`, 'pin it, please', 'text/plain')).toEqual({ status: 415, code: ProblemCode.UnsupportedMediaType });
  });

  it('reads a chunked JSON body (twin: the check does not refuse what it should pass)', async () => {
    expect((await chunked('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, message(), 'application/json')).status).toBe(201);
  });
});
