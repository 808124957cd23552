import { describe, expect, it } from 'vitest';
import { MemoryCacheStore, type CacheWrite } from '../../src/cache/store.ts';
import { storeContract } from './store-contract.ts';

/** A deliberately broken store that drops deletes: the contract must notice. */
class ForgetfulStore extends MemoryCacheStore {
  override write(batch: CacheWrite): Promise<void> {
    return super.write({ put: batch.put ?? [] });
  }
}

describe('cache store contract (13.1)', () => {
  it('MemoryCacheStore keeps it', async () => {
    expect(await storeContract(new MemoryCacheStore())).toEqual([]);
  });

  it('twin: a store that drops deletes fails it', async () => {
    expect((await storeContract(new ForgetfulStore())).length).toBeGreaterThan(0);
  });

  // IndexedDbCacheStore runs the same contract inside Chromium: test/e2e/cache-browser.test.ts.
});
