import { startLeadership } from "../../db/leadership.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { scheduledReportResolvers } from "./resolvers.js";
import { createRunSender } from "./scheduledReportRun.js";
import { createScheduledReportPass, SCHEDULED_REPORTS_LOCK_KEY } from "./scheduledReportScheduler.js";
import { createScheduledReportService } from "./scheduledReportService.js";
import { scheduledReportRoutes } from "./scheduledReports.routes.js";

/** How often the leading instance looks for schedules whose time has come. */
const PASS_MS = 60_000;

function provide(
  { db, config, log }: ModuleHost,
  { reports, audit }: Pick<ModuleServices, "reports" | "audit">,
) {
  const sender = createRunSender(db, reports.reports, { publicUrl: config.publicUrl, log });
  return {
    scheduledReports: {
      service: createScheduledReportService(db, sender, audit.audit),
      pass: createScheduledReportPass(db, sender, log),
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "scheduled-reports": ReturnType<typeof provide>;
  }
}

/**
 * Scheduled reports (issue 37): any report of /report/ sent daily, weekly or monthly as XLSX and PDF by e-mail (the
 * files attached) and by WhatsApp (a download link), with a history of what was sent. The leading instance runs the
 * schedules every minute; each (schedule, period) is claimed once in the database.
 */
export const scheduledReportsModule = defineModule({
  name: "scheduled-reports",
  dependsOn: ["audit", "auth", "company", "fleet", "messaging", "reports"],
  provides: provide,
  resolvers: ({ scheduledReports }) => scheduledReportResolvers(scheduledReports.service),
  routes: async (app, _own, { audit }, { db }) => scheduledReportRoutes(app, { db, audit: audit.audit }),
  async jobs({ scheduledReports }, _deps, { database, log }) {
    let passes: ReturnType<typeof nowAndEveryInterval> | null = null;
    const lead = await startLeadership(
      database,
      SCHEDULED_REPORTS_LOCK_KEY,
      {
        lead: () => {
          passes = nowAndEveryInterval(scheduledReports.pass, PASS_MS, log, "scheduled report pass failed");
        },
        follow: async () => {
          await passes?.stop();
          passes = null;
        },
      },
      log,
    );
    return {
      settled: async () => {
        await passes?.settled();
        await scheduledReports.service.settled();
      },
      async stop() {
        await lead.stop();
        await scheduledReports.service.settled();
      },
    };
  },
});
