// A gateway resume (6.3) for the benchmarks: hello, then resume with a DPoP proof over hello's
// nonce; resolves with the socket at catchup.complete (the connection live again).
import { WebSocket } from 'ws';
import { GATEWAY_PATH } from '@bothy/generated';
import { accessTokenHash } from '../../src/identity/dpop.ts';
import { signDpopProof, type BenchDevice } from './dpop-client.ts';

export interface ResumableSession {
  device: BenchDevice;
  sessionId: string;
  cursor: number;
  epoch: string;
}

export function resumeSession(url: string, s: ResumableSession): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${GATEWAY_PATH}`, { perMessageDeflate: false });
  const htu = `${url}${GATEWAY_PATH}`;
  return new Promise((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const f = JSON.parse(data.toString()) as { op: string; d: Record<string, unknown> };
      if (f.op === 'hello') {
        void signDpopProof(s.device, { htm: 'GET', htu, ath: accessTokenHash(s.device.accessToken), nonce: f.d.dpop_nonce as string }).then((dpop) => {
          ws.send(JSON.stringify({ op: 'resume', d: { gateway_session_id: s.sessionId, access_token: s.device.accessToken, dpop, cursor: s.cursor, sync_epoch: s.epoch } }));
        }, reject);
      } else if (f.op === 'catchup.complete') resolve(ws);
    });
    ws.on('close', (code) => reject(new Error(`gateway closed ${code} before catchup.complete`)));
    ws.on('error', reject);
  });
}
