import type { FastifyBaseLogger } from "fastify";
import type { Database, SessionLock } from "./database.js";

export interface LeaderRole {
  /** Called when this instance takes the lead. */
  lead(): void | Promise<void>;
  /** Called when it loses the lead or stops. */
  follow(): Promise<void>;
}

/**
 * Runs `role` in one server instance at a time: the instance holding the advisory lock `key` leads; the others
 * try again every `checkMs` and the leader checks that its lock's connection is alive as often (PostgreSQL
 * drops the lock when that connection goes, so another instance takes over). The first attempt is awaited,
 * so a single instance leads before it serves anything.
 */
export async function startLeadership(
  database: Pick<Database, "tryLock">,
  key: number,
  role: LeaderRole,
  logger: FastifyBaseLogger,
  checkMs = 5_000,
) {
  let lock: SessionLock | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let stepping: Promise<void> = Promise.resolve();

  async function step() {
    try {
      if (lock && !(await lock.isHeld())) {
        logger.warn({ key }, "lost the lead (lock connection closed)");
        lock = null;
        await role.follow();
      }
      if (!lock) {
        lock = await database.tryLock(key);
        if (lock) {
          logger.info({ key }, "taking the lead");
          await role.lead();
        }
      }
    } catch (error) {
      logger.error({ err: error, key }, "leadership check failed");
    }
    if (!stopped) {
      timer = setTimeout(() => {
        stepping = step();
      }, checkMs);
      timer.unref();
    }
  }

  stepping = step();
  await stepping;

  return {
    isLeader: () => lock !== null,
    /** Stops trying; a leader steps down (role.follow) and releases the lock. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await stepping;
      if (!lock) return;
      const held = lock;
      lock = null;
      await role.follow();
      await held.release();
    },
  };
}

/** Jobs that run while their instance leads. */
export interface LeadingJobs {
  stop(): Promise<void>;
  /** resolves once the pass under way has finished */
  settled?(): Promise<void>;
}

/**
 * Runs the jobs `start` starts on the leading instance only (advisory lock `key`): started when this instance takes
 * the lead, stopped when it loses it or stops.
 */
export async function startWhileLeading(
  database: Pick<Database, "tryLock">,
  key: number,
  start: () => LeadingJobs,
  logger: FastifyBaseLogger,
) {
  let running: LeadingJobs | null = null;
  const lead = await startLeadership(
    database,
    key,
    {
      lead: () => {
        running = start();
      },
      follow: async () => {
        await running?.stop();
        running = null;
      },
    },
    logger,
  );
  return {
    settled: () => running?.settled?.() ?? Promise.resolve(),
    stop: () => lead.stop(),
  };
}
