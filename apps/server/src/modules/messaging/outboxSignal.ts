/**
 * In-process wake-up for the WhatsApp worker. `enqueueWhatsApp` runs inside the caller's transaction, so the
 * worker is poked a moment later (after a typical commit) and keeps polling besides; a missed wake-up only
 * costs one poll interval.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxEnqueued(): void {
  for (const listener of listeners) listener();
}
