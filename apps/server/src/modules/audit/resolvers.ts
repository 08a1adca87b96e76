import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { auditActionLabel } from "./auditExport.js";
import type { AuditLogService } from "./auditLogService.js";

export function auditResolvers({ auditLog }: { auditLog: AuditLogService }): Resolvers {
  return {
    Query: {
      auditEvents: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { rows, nextBefore } = await auditLog.page(user, filter, ctx.language);
          return {
            data: {
              nextBefore,
              events: rows.map((row) => ({
                ...row,
                createdOn: row.createdOn.toISOString(),
                actionLabel: auditActionLabel(row.action, ctx.language),
                details: JSON.stringify(row.details),
              })),
            },
          };
        });
      },
    },
  };
}
