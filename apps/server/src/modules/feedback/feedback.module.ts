import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { feedbackRoutes } from "./feedback.routes.js";
import { createFeedbackService } from "./feedbackService.js";

const provide = ({ db }: ModuleHost) => ({ feedback: createFeedbackService(db) });

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    feedback: ReturnType<typeof provide>;
  }
}

export const feedbackModule = defineModule({
  name: "feedback",
  dependsOn: ["auth", "company"],
  provides: provide,
  routes: async (app, { feedback }) => feedbackRoutes(app, { service: feedback }),
});
