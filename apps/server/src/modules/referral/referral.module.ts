import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { referralRoutes } from "./referral.routes.js";
import { referralLinkRoutes } from "./referralLink.routes.js";
import { createReferralService } from "./referralService.js";
import { referralResolvers } from "./resolvers.js";

const provide = ({ db, config }: ModuleHost) => ({
  referrals: createReferralService(db, { publicUrl: config.publicUrl }),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    referral: ReturnType<typeof provide>;
  }
}

export const referralModule = defineModule({
  name: "referral",
  dependsOn: ["auth", "company"],
  provides: provide,
  resolvers: referralResolvers,
  async routes(app, { referrals }) {
    await app.register(referralRoutes, { service: referrals });
    await app.register(referralLinkRoutes, { service: referrals });
  },
});
