import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./appError.js";
import { errorEnvelope } from "./envelope.js";

/** REST failures answer with the response envelope, in the caller's language; internals are logged, not sent. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error({ err: error }, "request failed");
  const body = errorEnvelope(appError, request.language);
  if (appError.errorName === "TooManyAttempts")
    reply.header("retry-after", String(appError.params.seconds ?? 60));
  return reply.code(appError.status).send(appError.data ? { ...body, data: appError.data } : body);
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (error.statusCode === 429) return new AppError("TooManyRequests", 429);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("ValidationError", error.statusCode, {}, { issues: [] });
  }
  return new AppError("InternalError", 500);
}
