// The few IndexedDB calls the browser stores need, as promises.

export function hasIndexedDb(): boolean {
  return typeof globalThis.indexedDB !== 'undefined';
}

/** Every object store of the SDK. One list, so that whichever store opens the database first creates all. */
export const OBJECT_STORES = ['position', 'outbox', 'keys'] as const;
export type ObjectStoreName = (typeof OBJECT_STORES)[number];

export function openDatabase(name: string, version = 1): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = globalThis.indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      for (const store of OBJECT_STORES) {
        if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}
