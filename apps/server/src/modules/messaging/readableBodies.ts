import type { DbExecutor } from "../../db/database.js";

/**
 * The bodies of outbox messages as `userId` may read them. Profile owns the rule (a verification link or code shows
 * only to the user who asked for it) and sends through the outbox, so profile hands it to messaging
 * (`useReadableBodies`) rather than messaging importing profile.
 */
export type ReadableBodies = (
  db: DbExecutor,
  userId: number,
  messages: readonly { idempotencyKey: string; body: string }[],
) => Promise<string[]>;
