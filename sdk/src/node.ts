// @bothy/sdk/node: the parts of the SDK that only Node can run (file stores). The main entry
// (@bothy/sdk) imports no node: module, so that a browser bundle of it needs none.
export { FileCursorStore, FileOutboxStore, FileDpopKeyStore, FileInboxStore } from './node/file-stores.ts';
export type { LockOptions as FileInboxStoreOptions } from './node/lock-file.ts';
