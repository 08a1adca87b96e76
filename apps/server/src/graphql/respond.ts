import { messageFor, type ResultEnvelope } from "@armada/domain";
import { AppError } from "../http/appError.js";
import { errorEnvelope, successEnvelope } from "../http/envelope.js";
import type { GraphQLContext } from "./context.js";
import { AccessError } from "./guards.js";

/**
 * Runs a resolver's work and wraps its result in the response envelope. Expected failures
 * (AppError) become an unsuccessful envelope with a localised message; access errors (and a
 * service's Forbidden) are GraphQL errors with code FORBIDDEN or UNAUTHENTICATED; anything else is logged and answered with a generic message.
 */
export async function respond<T extends object>(
  ctx: GraphQLContext,
  work: () => Promise<T>,
  successMessage = "Success",
): Promise<ResultEnvelope & Partial<T>> {
  try {
    const result = await work();
    return { ...successEnvelope(ctx.language, successMessage), ...result };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    if (error instanceof AppError && error.errorName === "Forbidden") {
      throw new AccessError("FORBIDDEN", messageFor("Forbidden", ctx.language));
    }
    if (error instanceof AppError) return errorEnvelope(error, ctx.language) as ResultEnvelope & Partial<T>;
    ctx.request.log.error({ err: error }, "resolver failed");
    return errorEnvelope(new AppError("InternalError", 500), ctx.language) as ResultEnvelope & Partial<T>;
  }
}
