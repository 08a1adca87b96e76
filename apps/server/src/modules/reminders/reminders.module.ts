import type { FastifyBaseLogger } from "fastify";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createReminderWorker } from "./reminderWorker.js";

type ReminderWorker = ReturnType<typeof createReminderWorker>;

function provide({ db }: ModuleHost, { alerts }: Pick<ModuleServices, "alerts">) {
  return { reminders: { worker: createReminderWorker(db, alerts.externalAlerts) } };
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
  intervalMs = 15 * 60_000,
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => worker.runDue(log))
      .catch((error: unknown) => log.error({ err: error }, "reminder pass failed"));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Reminders of vehicle documents expiring and service plan items coming due (issue 34): every instance runs the
 * pass; the (item, cycle, threshold) claim sends each reminder once by WhatsApp and e-mail (the messaging outbox)
 * and raises its in-app alert (144 document, 145 service) for the rules that pick it.
 */
export const remindersModule = defineModule({
  name: "reminders",
  dependsOn: ["alerts", "auth", "company", "documents", "fleet", "maintenance", "messaging"],
  provides: provide,
  jobs: ({ reminders }, _deps, { log }) => startReminders(reminders.worker, log),
});
