import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { auditRoutes } from "./audit.routes.js";
import { createAuditLogService } from "./auditLogService.js";
import { createAuditRecorder } from "./auditRecorder.js";
import { auditResolvers } from "./resolvers.js";

function provide({ db, log }: ModuleHost) {
  return {
    /** the one function modules call to record a user action (docs/decisions.md "Audit log") */
    audit: createAuditRecorder(db, log),
    auditLog: createAuditLogService(db),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    audit: ReturnType<typeof provide>;
  }
}

/**
 * The company's audit log (issue 39). Low in the tree, below auth: every module that records an action depends on it,
 * it depends on none of them (the actor's name and the target's label come with the entry).
 */
export const auditModule = defineModule({
  name: "audit",
  dependsOn: ["company"],
  provides: provide,
  resolvers: auditResolvers,
  routes: async (app, { audit, auditLog }) => auditRoutes(app, { auditLog, recorder: audit }),
});
