// The DPoP key of a device (RFC 9449; 6.3 identify, REST): ES256 on WebCrypto. The private key is
// non-extractable where the key never has to leave the platform's key store (a browser keeps the
// CryptoKey itself in IndexedDB); a file store in Node has to write the key, so it asks for an
// extractable one.
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { openDatabase, requestResult, transactionDone, type ObjectStoreName } from '../internal/indexeddb.ts';

export const DPOP_ALG = 'ES256';

export interface DpopKey {
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** The public key as a JWK (kty, crv, x, y): the `jwk` header of every proof. */
  readonly publicJwk: JWK;
  /** RFC 7638 thumbprint of the public key: the `cnf.jkt` the server binds tokens to. */
  readonly jkt: string;
}

/** A DpopKey from a WebCrypto key pair. */
export async function dpopKeyFromPair(pair: CryptoKeyPair): Promise<DpopKey> {
  const full = await exportJWK(pair.publicKey);
  const publicJwk: JWK = { kty: full.kty, crv: full.crv, x: full.x, y: full.y };
  return { privateKey: pair.privateKey, publicKey: pair.publicKey, publicJwk, jkt: await calculateJwkThumbprint(publicJwk, 'sha256') };
}

/** A new P-256 key pair. `extractable: false` (the default) keeps the private key inside WebCrypto. */
export async function generateDpopKey(options: { extractable?: boolean } = {}): Promise<DpopKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, options.extractable ?? false, ['sign', 'verify']);
  return dpopKeyFromPair(pair);
}

/** Where a device keeps its key between runs. */
export interface DpopKeyStore {
  load(): Promise<DpopKey | undefined>;
  save(key: DpopKey): Promise<void>;
  /** Whether save() needs an extractable private key. */
  readonly needsExtractable: boolean;
}

/** The device's key: the stored one, or a new one that is stored at once. */
export async function loadOrCreateDpopKey(store: DpopKeyStore): Promise<DpopKey> {
  const existing = await store.load();
  if (existing) return existing;
  const key = await generateDpopKey({ extractable: store.needsExtractable });
  await store.save(key);
  return key;
}

export class MemoryDpopKeyStore implements DpopKeyStore {
  readonly needsExtractable = false;
  #key: DpopKey | undefined;

  async load(): Promise<DpopKey | undefined> {
    return this.#key;
  }

  async save(key: DpopKey): Promise<void> {
    this.#key = key;
  }
}

const KEY_STORE: ObjectStoreName = 'keys';
const DPOP_RECORD = 'dpop';

/** The CryptoKeyPair itself in IndexedDB (browsers): the private key stays non-extractable. */
export class IndexedDbDpopKeyStore implements DpopKeyStore {
  readonly needsExtractable = false;

  constructor(readonly databaseName = 'bothy-sync') {}

  async load(): Promise<DpopKey | undefined> {
    const db = await openDatabase(this.databaseName);
    const tx = db.transaction(KEY_STORE, 'readonly');
    const pair = (await requestResult(tx.objectStore(KEY_STORE).get(DPOP_RECORD))) as CryptoKeyPair | undefined;
    return pair ? dpopKeyFromPair(pair) : undefined;
  }

  async save(key: DpopKey): Promise<void> {
    const db = await openDatabase(this.databaseName);
    const tx = db.transaction(KEY_STORE, 'readwrite');
    tx.objectStore(KEY_STORE).put({ privateKey: key.privateKey, publicKey: key.publicKey }, DPOP_RECORD);
    await transactionDone(tx);
  }
}
