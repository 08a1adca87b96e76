import type { Resolvers } from "../../generated/graphql.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { SsoService } from "./ssoService.js";

async function settingsData(sso: SsoService, user: Parameters<SsoService["settings"]>[0]) {
  const settings = await sso.settings(user);
  return { ...settings, updatedOn: "updatedOn" in settings ? settings.updatedOn.toISOString() : null };
}

/** Settings are a session's business only: an API key can neither read nor change them. */
export function singleSignOnResolvers({ sso }: { sso: SsoService }): Resolvers {
  return {
    Query: {
      ssoSettings: (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await settingsData(sso, user) }));
      },
    },
    Mutation: {
      updateSsoSettings: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          const { clientSecret, ...rest } = input;
          await sso.update(user, { ...rest, ...(clientSecret ? { clientSecret } : {}) }, ctx.language);
          return { data: await settingsData(sso, user) };
        });
      },
    },
  };
}
