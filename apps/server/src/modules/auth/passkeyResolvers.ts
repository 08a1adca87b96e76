import { deletePasskeyInputSchema, finishPasskeyRegistrationInputSchema } from "@armada/domain";
import type { MutationResolvers, QueryResolvers } from "../../generated/graphql.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { parseInput } from "../../http/envelope.js";
import { requestActor } from "./accountAudit.js";
import type { PasskeyService } from "./passkeyService.js";

/** The signed-in user's own passkeys (a session only: never an API key's). */
export function passkeyResolvers({ passkeys }: { passkeys: PasskeyService }): {
  Query: Pick<QueryResolvers, "myPasskeys">;
  Mutation: Pick<
    MutationResolvers,
    "startPasskeyRegistration" | "finishPasskeyRegistration" | "deletePasskey"
  >;
} {
  return {
    Query: {
      myPasskeys: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({
          data: (await passkeys.list(user.userId)).map((passkey) => ({
            ...passkey,
            createdOn: passkey.createdOn.toISOString(),
            lastUsedOn: passkey.lastUsedOn?.toISOString() ?? null,
          })),
        }));
      },
    },
    Mutation: {
      startPasskeyRegistration: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await passkeys.startRegistration(user.userId) }));
      },
      finishPasskeyRegistration: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await passkeys.finishRegistration(
              requestActor(user, ctx.request),
              parseInput(finishPasskeyRegistrationInputSchema, input, ctx.language),
            );
            return {};
          },
          "PasskeyAdded",
        );
      },
      deletePasskey: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await passkeys.remove(
              requestActor(user, ctx.request),
              parseInput(deletePasskeyInputSchema, input, ctx.language),
            );
            return {};
          },
          "PasskeyRemoved",
        );
      },
    },
  };
}
