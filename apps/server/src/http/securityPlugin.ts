import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./appError.js";
import { errorEnvelope } from "./envelope.js";

/** Header the web client sends on every state-changing call; a cross-site form cannot set it. */
export const CLIENT_HEADER = "x-armada-client";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set false on routes called by other servers (webhooks), which authenticate otherwise. */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export const securityPlugin = fp(async (app: FastifyInstance, options: { mapStyleUrl?: string } = {}) => {
  /** A configured full basemap (MAP_STYLE_URL) loads its style, tiles, sprites and glyphs from its host. */
  const mapOrigins = options.mapStyleUrl ? [new URL(options.mapStyleUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mapOrigins],
        fontSrc: ["'self'", "data:"],
        // live video plays from a MediaSource object URL (Track Vision)
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:", ...mapOrigins],
        workerSrc: ["'self'", "blob:"],
        childSrc: ["'self'", "blob:"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Answered here rather than thrown: an error thrown in this hook would reach the GraphQL route's own
  // error handler, which answers 200.
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    // an API key travels in a header a cross-site form cannot set: no forgery to guard against
    if (request.auth?.apiKeyId !== undefined) return;
    const isApi = request.url.startsWith("/api/") || request.url.startsWith("/graphql");
    if (!isApi) return;
    if (!request.headers[CLIENT_HEADER] || !sameOrigin(request)) {
      return reply.code(403).send(errorEnvelope(new AppError("CsrfRejected", 403), request.language));
    }
  });
});
