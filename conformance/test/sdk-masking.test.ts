import { ClientOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { recordingLine, RECORDING_MASKED_FIELDS } from '../../sdk/src/index.ts';
import { maskSecrets, MASKED_FIELDS } from '../src/recording.ts';

describe('recordings carry no secrets (G9)', () => {
  it('masks the same fields in SDK recordings as in server recordings', () => {
    expect([...RECORDING_MASKED_FIELDS].sort()).toEqual([...MASKED_FIELDS].sort());
  });

  it('masks the whole value of a secret field, whatever its type, in both (D45)', () => {
    const frame = { op: ClientOp.Identify, d: { access_token: ['token-a'], dpop: { proof: 'proof-b' }, client: { api_token: [[1]] } } };
    const sdk = JSON.parse(recordingLine({ socketId: 's', from: 'client', text: JSON.stringify(frame) })) as { frame: unknown };
    expect(sdk.frame).toEqual(maskSecrets(frame));
    expect(JSON.stringify(sdk.frame)).not.toMatch(/token-a|proof-b/);
  });
});
