import { describe, expect, it } from 'vitest';
import { requestHash } from '../../src/idempotency/idempotency.ts';

// Keys live for sync.idempotency_key_ttl across an upgrade: a request whose hash input did not
// change must keep its hash, or its retry after the upgrade gets 422 idempotency_key_reuse.
const edit = { method: 'PATCH', path: '/api/v1/messages/01937f4a-9c00-7000-8000-000000000001', body: { content_md: 'x' } };
// sha256 of {"body":{"content_md":"x"},"method":"PATCH","path":"/api/v1/messages/01937f4a-9c00-7000-8000-000000000001"}, the input before D357.
const BEFORE_D357 = '475b043a6cf9f0de281b5d4e2e5d312ecde86c548bde60b19396b655732ff30e';

describe('the request hash of an Idempotency-Key (5.2)', () => {
  it('is the hash from before D357 for a request without If-Match', () => {
    expect(requestHash(edit)).toBe(BEFORE_D357);
    expect(requestHash({ ...edit, ifMatch: undefined })).toBe(BEFORE_D357);
  });

  it('differs with If-Match, and by the version it names, not its spelling (13.3, D357)', () => {
    const two = requestHash({ ...edit, ifMatch: '"2"' });
    expect(two).not.toBe(BEFORE_D357);
    expect(requestHash({ ...edit, ifMatch: 'W/"2"' })).toBe(two);
    expect(requestHash({ ...edit, ifMatch: ' "02" ' })).toBe(two);
    expect(requestHash({ ...edit, ifMatch: '"7"' })).not.toBe(two);
    expect(requestHash({ ...edit, ifMatch: '*' })).not.toBe(two);
  });
});
