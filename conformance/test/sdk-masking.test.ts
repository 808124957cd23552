import { describe, expect, it } from 'vitest';
import { RECORDING_MASKED_FIELDS } from '../../sdk/src/gateway/recording.ts';
import { MASKED_FIELDS } from '../src/recording.ts';

describe('recordings carry no secrets (G9)', () => {
  it('masks the same fields in SDK recordings as in server recordings', () => {
    expect([...RECORDING_MASKED_FIELDS].sort()).toEqual([...MASKED_FIELDS].sort());
  });
});
