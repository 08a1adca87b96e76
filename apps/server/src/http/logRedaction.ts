import type { FastifyRequest } from "fastify";

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

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
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
