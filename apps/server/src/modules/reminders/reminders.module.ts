import type { FastifyBaseLogger } from "fastify";
import { startWhileLeading } from "../../db/leadership.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createReminderSettingsService } from "./reminderSettingsService.js";
import { createReminderWorker } from "./reminderWorker.js";
import { remindersResolvers } from "./resolvers.js";

type ReminderWorker = ReturnType<typeof createReminderWorker>;

/** The advisory lock of the instance that runs the reminder passes (`db/leadership.ts`). */
export const REMINDERS_LOCK_KEY = 4_152_034;

function provide({ db }: ModuleHost, { alerts }: Pick<ModuleServices, "alerts">) {
  return {
    reminders: {
      worker: createReminderWorker(db, alerts.externalAlerts),
      settings: createReminderSettingsService(db),
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    reminders: ReturnType<typeof provide>;
  }
}

/** Runs a reminder pass now and every `intervalMs` (a new day in any company's zone), one pass at a time. */
export function startReminders(
  worker: ReminderWorker,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  intervalMs: number,
) {
  return nowAndEveryInterval(() => worker.runDue(log), intervalMs, log, "reminder pass failed");
}

/**
 * Reminders of vehicle and driver documents expiring and service plan items coming due (issue 34): the leading
 * instance runs the pass (a new leader starts its own at once); the (item, cycle, threshold) claim still sends each
 * reminder once, should two passes ever overlap, by WhatsApp and e-mail (the messaging outbox) and web push (the push
 * outbox) and raises its in-app alert (144 document, 145 service) for the rules that pick it. The company sets the
 * lead days, channels and recipients on /setting/reminders, which lists the reminders sent.
 */
export const remindersModule = defineModule({
  name: "reminders",
  dependsOn: ["alerts", "auth", "company", "documents", "fleet", "maintenance", "messaging", "push"],
  provides: provide,
  resolvers: remindersResolvers,
  jobs: ({ reminders }, _deps, { config, database, log }) =>
    startWhileLeading(
      database,
      REMINDERS_LOCK_KEY,
      () => startReminders(reminders.worker, log, config.reminderPassMs),
      log,
    ),
});
