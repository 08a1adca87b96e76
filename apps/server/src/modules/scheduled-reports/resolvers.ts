import { messageFor } from "@armada/domain";
import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { ScheduledReportRow } from "./scheduledReportRepository.js";
import type { ScheduledReportRunRow } from "./scheduledReportRunRepository.js";
import type { ScheduledReportService } from "./scheduledReportService.js";

const scheduleView = (
  {
    ownerId: _ownerId,
    companyId: _companyId,
    createdOn: _createdOn,
    updatedOn: _updatedOn,
    ...row
  }: ScheduledReportRow,
  lastRun: { status: string; finishedOn: string | null; createdOn: string } | null = null,
) => ({
  ...row,
  nextRunAt: row.nextRunAt.toISOString(),
  lastRunStatus: lastRun?.status ?? null,
  lastRunOn: lastRun ? new Date(lastRun.finishedOn ?? lastRun.createdOn).toISOString() : null,
});

const runView = (row: ScheduledReportRunRow & { files: string[] }, language: "id" | "en") => ({
  id: row.id,
  scheduledReportId: row.scheduledReportId,
  trigger: row.trigger,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  status: row.status,
  error: row.error ? messageFor(row.error, language, row.errorParams ?? undefined) : null,
  recipients: row.recipients,
  rowCount: row.rowCount,
  size: row.size,
  files: row.files,
  createdOn: row.createdOn.toISOString(),
  finishedOn: row.finishedOn?.toISOString() ?? null,
});

export function scheduledReportResolvers(scheduledReports: ScheduledReportService): Resolvers {
  return {
    Query: {
      scheduledReports: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: (await scheduledReports.list(user)).map(({ schedule, lastRun }) =>
            scheduleView(schedule, lastRun),
          ),
        }));
      },
      scheduledReportPeople: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: (await scheduledReports.people(user)).map((person) => ({
            id: person.id,
            name: person.name,
            hasEmail: Boolean(person.email),
            hasPhone: Boolean(person.phoneNo),
          })),
        }));
      },
      scheduledReportRuns: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { rows, pagination } = await scheduledReports.runs(user, filter, ctx.language);
          return { data: rows.map((row) => runView(row, ctx.language)), pagination };
        });
      },
    },
    Mutation: {
      createScheduledReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: scheduleView(await scheduledReports.create(user, input, ctx.language)),
        }));
      },
      updateScheduledReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: scheduleView(await scheduledReports.update(user, input, ctx.language)),
        }));
      },
      setScheduledReportPaused: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: scheduleView(await scheduledReports.setPaused(user, input, ctx.language)),
        }));
      },
      deleteScheduledReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          await scheduledReports.remove(user, input, ctx.language);
          return {};
        });
      },
      sendScheduledReportNow: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: runView(
            await scheduledReports.sendNow(
              { auth: user, ip: ctx.request.ip, headers: ctx.request.headers },
              input,
              ctx.language,
            ),
            ctx.language,
          ),
        }));
      },
    },
  };
}
