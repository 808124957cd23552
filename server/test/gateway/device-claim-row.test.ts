// 6.1, D277: the row of a device's claim keeps the highest claim_seq. Two claims waiting on the row
// commit in either order; the one that took its number last wins everywhere (the notices compare
// claim_seq), so the row that closeReplacedDevices reads must name that one, also when the other
// commits after it.
import { describe, expect, it } from 'vitest';
import { openAndClaimDevice } from '../../src/gateway/sessions.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { TestClient, useTestServer } from '../support/server.ts';

const t = useTestServer();

interface ClaimRow {
  claim_seq: number;
  process_id: string;
  session_id: string;
}

/**
 * A claim with a higher number commits first (written as its row), then a claim that took a lower
 * number commits: what the row holds afterwards, and the number the late claim got.
 */
async function lateLowerClaim(lastWins: boolean): Promise<{ row: ClaimRow; late: number; high: number }> {
  const sam = await TestClient.register(t.server.url, 'sam');
  const open = (processId: string) =>
    openAndClaimDevice(t.db.pool, { kind: 'create', id: uuidv7(), principalId: t.ids.sam, deviceId: sam.deviceId, nodeId: 'test', processId }, undefined, { lastWins });
  const first = await open('first');
  // The higher claim: a number far above what the sequence hands out next, committed before the late claim.
  const high = first + 1_000_000;
  await t.db.pool.query(`UPDATE gateway_device_claims SET claim_seq = $2, process_id = 'high' WHERE device_id = $1`, [sam.deviceId, high]);
  const late = await open('late');
  const { rows } = await t.db.pool.query<ClaimRow>(`SELECT claim_seq, process_id, session_id FROM gateway_device_claims WHERE device_id = $1`, [sam.deviceId]);
  return { row: rows[0]!, late, high };
}

describe('the claim row keeps the highest claim_seq (6.1, D277)', () => {
  it('a claim that took a lower number and commits last leaves the row to the higher claim, and still gets its own number', async () => {
    const { row, late, high } = await lateLowerClaim(false);
    expect(late).toBeLessThan(high);
    expect(row).toMatchObject({ claim_seq: high, process_id: 'high' });
  });

  it('twin: an upsert without the guard hands the row to the late, lower claim, and the same check sees it', async () => {
    const { row, late, high } = await lateLowerClaim(true);
    expect(late).toBeLessThan(high);
    expect(row.claim_seq).toBe(late);
    expect(row.process_id).toBe('late');
  });
});
