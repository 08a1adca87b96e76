import webpush from "web-push";
import type { DbExecutor } from "../../db/database.js";
import { vapidKeys } from "./push.tables.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored VAPID keys, made and stored on first call (several instances starting at once keep the first). */
export async function loadOrCreateVapidKeys(db: DbExecutor): Promise<VapidKeys> {
  const [stored] = await db.select().from(vapidKeys);
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing({ target: vapidKeys.id });
  const [kept] = await db.select().from(vapidKeys);
  if (!kept) throw new Error("VAPID keys not stored");
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
