import type { DriverAction } from "./driverAction";

/**
 * The driver's actions waiting for the server, in IndexedDB (they survive a reload, a closed tab, a dead battery):
 * kept in the order they were made (an auto-incremented key), each removed only once the server has it.
 */
const DB_NAME = "armada-driver";
const STORE = "actions";

export interface QueuedAction {
  seq: number;
  action: DriverAction;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const queuedActions = () => run<QueuedAction[]>("readonly", (store) => store.getAll());

export const queueAction = (action: DriverAction) =>
  run("readwrite", (store) => store.add({ action })).then(() => undefined);

/** Saves what a step of sending learnt (an uploaded image's URL), so a retry does not upload it again. */
export const updateQueuedAction = (queued: QueuedAction) =>
  run("readwrite", (store) => store.put(queued)).then(() => undefined);

export const removeQueuedAction = (seq: number) =>
  run("readwrite", (store) => store.delete(seq)).then(() => undefined);
