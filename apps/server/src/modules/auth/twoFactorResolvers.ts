import {
  companyTwoFactorInputSchema,
  confirmTotpInputSchema,
  disableTotpInputSchema,
  regenerateRecoveryCodesInputSchema,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/graphql.js";
import { requireAccess, requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { parseInput } from "../../http/envelope.js";
import type { AuditRecorder } from "../audit/index.js";
import { COMPANY_UPDATE, companyRequiresTwoFactor, setCompanyRequiresTwoFactor } from "../company/index.js";
import { requestActor } from "./accountAudit.js";
import type { PasskeyService } from "./passkeyService.js";
import type { TwoFactorService } from "./twoFactorService.js";

/** The signed-in user's own two-step verification (session only: never an API key's) and the company's rule. */
export function twoFactorResolvers({
  db,
  twoFactor,
  passkeys,
  audit,
}: {
  db: Db;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
  audit: AuditRecorder;
}): {
  Query: Pick<QueryResolvers, "myTwoFactor">;
  Mutation: Pick<
    MutationResolvers,
    | "startTotpEnrolment"
    | "confirmTotpEnrolment"
    | "disableTotp"
    | "regenerateRecoveryCodes"
    | "setCompanyTwoFactorRequired"
  >;
} {
  return {
    Query: {
      myTwoFactor: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({
          data: {
            ...(await twoFactor.status(user.userId)),
            companyRequires: await companyRequiresTwoFactor(db, user.companyId),
            passkeys: (await passkeys.list(user.userId)).length,
          },
        }));
      },
    },
    Mutation: {
      startTotpEnrolment: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await twoFactor.startEnrolment(user.userId) }));
      },
      confirmTotpEnrolment: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            const { code } = parseInput(confirmTotpInputSchema, input, ctx.language);
            return {
              data: { codes: await twoFactor.confirmEnrolment(requestActor(user, ctx.request), code) },
            };
          },
          "TwoFactorTurnedOn",
        );
      },
      disableTotp: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await twoFactor.disable(
              requestActor(user, ctx.request),
              parseInput(disableTotpInputSchema, input, ctx.language),
            );
            return {};
          },
          "TwoFactorTurnedOff",
        );
      },
      regenerateRecoveryCodes: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          const { password } = parseInput(regenerateRecoveryCodesInputSchema, input, ctx.language);
          return {
            data: {
              codes: await twoFactor.regenerateRecoveryCodes(requestActor(user, ctx.request), password),
            },
          };
        });
      },
      setCompanyTwoFactorRequired: async (_root, { input }, ctx) => {
        requireSessionUser(ctx);
        const user = requireAccess(ctx, COMPANY_UPDATE);
        return respond(
          ctx,
          async () => {
            const { required } = parseInput(companyTwoFactorInputSchema, input, ctx.language);
            await db.transaction(async (tx) => {
              if ((await companyRequiresTwoFactor(tx, user.companyId)) === required) return;
              await setCompanyRequiresTwoFactor(tx, user.companyId, required);
              await audit.recordRequest(
                ctx.request,
                "company.two_factor_required",
                { type: "company", id: user.companyId, label: user.companyName },
                { required },
                tx,
              );
            });
            return {};
          },
          "Saved",
        );
      },
    },
  };
}
