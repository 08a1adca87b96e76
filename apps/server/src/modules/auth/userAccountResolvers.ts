import { companyUsersFilterSchema } from "@armada/domain";
import type { MutationResolvers, QueryResolvers } from "../../generated/graphql.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import { sessionView } from "./sessionDevice.js";
import type { CallerRequest, UserAccountService } from "./userAccountService.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const linkView = (link: { setPasswordUrl: string; expiresOn: Date }, userId: number) => ({
  userId,
  setPasswordUrl: link.setPasswordUrl,
  expiresOn: link.expiresOn.toISOString(),
});

/** The users page's calls: a signed-in session's alone (managing users is never an API key's). */
export function userAccountResolvers(users: UserAccountService): {
  Query: Pick<QueryResolvers, "companyUsers" | "companyRoles" | "userSessions">;
  Mutation: Pick<
    MutationResolvers,
    | "createUser"
    | "updateUser"
    | "setUserActive"
    | "resetUserPassword"
    | "resetUserTwoFactor"
    | "endUserSessions"
  >;
} {
  /** The caller, their session's token and the request the audit log reads. */
  const caller = (ctx: GraphQLContext) => {
    const user = requireSessionUser(ctx);
    const token = ctx.request.sessionToken;
    if (!token) throw unauthenticated();
    const request: CallerRequest = { auth: user, ip: ctx.request.ip, headers: ctx.request.headers };
    return { user, token, request };
  };
  return {
    Query: {
      companyUsers: (_root, { filter }, ctx) => {
        const { user } = caller(ctx);
        return respond(ctx, async () => {
          const parsed = parseInput(companyUsersFilterSchema, filter ?? {}, ctx.language);
          const { rows, total } = await users.list(user, parsed);
          return {
            data: rows.map((row) => ({
              ...row,
              lastSignInOn: iso(row.lastSignInOn),
              createdOn: row.createdOn.toISOString(),
            })),
            pagination: { total, page: parsed.pagination.page, show: parsed.pagination.show },
          };
        });
      },
      companyRoles: (_root, _args, ctx) => {
        const { user } = caller(ctx);
        return respond(ctx, async () => ({ data: await users.roles(user) }));
      },
      userSessions: (_root, { input }, ctx) => {
        const { user, token } = caller(ctx);
        return respond(ctx, async () => ({
          data: (await users.sessions(user, token, input.userId)).map(sessionView),
        }));
      },
    },
    Mutation: {
      createUser: (_root, { input }, ctx) => {
        const { request } = caller(ctx);
        return respond(
          ctx,
          async () => {
            const created = await users.create(request, input, ctx.language);
            return { data: linkView(created, created.id) };
          },
          "Saved",
        );
      },
      updateUser: (_root, { input }, ctx) => {
        const { request } = caller(ctx);
        return respond(ctx, async () => users.update(request, input, ctx.language).then(() => ({})), "Saved");
      },
      setUserActive: (_root, { input }, ctx) => {
        const { request } = caller(ctx);
        return respond(
          ctx,
          async () => users.setActive(request, input.userId, input.active).then(() => ({})),
          "Saved",
        );
      },
      resetUserPassword: (_root, { input }, ctx) => {
        const { request } = caller(ctx);
        return respond(ctx, async () => ({
          data: linkView(await users.resetPassword(request, input.userId), input.userId),
        }));
      },
      resetUserTwoFactor: (_root, { input }, ctx) => {
        const { request } = caller(ctx);
        return respond(
          ctx,
          async () => users.resetTwoFactor(request, input.userId).then(() => ({})),
          "Saved",
        );
      },
      endUserSessions: (_root, { input }, ctx) => {
        const { request, token } = caller(ctx);
        return respond(ctx, async () => ({
          data: await users.endSessions(request, token, input.userId, input.sessionId ?? null),
        }));
      },
    },
  };
}
