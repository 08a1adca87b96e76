import type { FastifyRequest } from "fastify";
import { stdSerializers } from "pino";

const SECRET_QUERY_PARAMS = ["token", "shtoken", "c", "access_token", "hub.verify_token", "password"];

/** Request URLs without secret query values: public links carry tokens in the query string. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_PARAMS.includes(key.toLowerCase())) params.set(key, "[redacted]");
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

const SECRET_IN_TEXT = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMS.join("|").replaceAll(".", "\\.")})=)[^&\\s"']*`,
  "gi",
);

/**
 * Error text without the values it quotes: a failed query's parameters (drizzle puts them in the message),
 * a GraphQL variable's rejected value, and secret query values of URLs.
 */
export function redactErrorText(text: string): string {
  return text
    .replace(/\nparams: .*/g, "\nparams: [redacted]")
    .replace(/(got invalid value )[\s\S]*?(;|$)/g, "$1[redacted]$2")
    .replace(SECRET_IN_TEXT, "$1[redacted]");
}

/** pino's error serializer over redacted text; a failed query's params are dropped, its cause's reason kept. */
function redactedError(error: Error) {
  const serialized: Record<string, unknown> & { type: string; message: string; stack: string } = {
    ...stdSerializers.err(error),
  };
  serialized.message = redactErrorText(serialized.message ?? "");
  serialized.stack = redactErrorText(serialized.stack ?? "");
  for (const key of ["params", "parameters", "variables"]) delete serialized[key];
  if (error?.cause instanceof Error) serialized.reason = redactErrorText(error.cause.message);
  return serialized;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
  err: redactedError,
};

/** Paths pino blanks in any logged object: cookies, credentials and tokens never reach the logs. */
export const logRedactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.passwordHash",
  "*.token",
  "*.accessToken",
];
