import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./appError.js";
import { errorEnvelope } from "./envelope.js";

const API_PREFIXES = ["/api/", "/graphql", "/ws"];
/** The public live-track page has its own small HTML entry (no operator app code). */
const LIVE_TRACK_PREFIX = "/fleet/live-track/";

/** Serves the built single-page app; unknown non-API paths get index.html so client routes load. */
export async function webApp(app: FastifyInstance, options: { distDir: string }) {
  if (!existsSync(join(options.distDir, "index.html"))) {
    app.log.warn({ distDir: options.distDir }, "web app not built: run `make build` to serve the UI");
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      if (path.includes("/assets/")) response.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== "GET") {
      return reply.code(404).send(errorEnvelope(new AppError("NotFound", 404), request.language));
    }
    const page =
      request.url.startsWith(LIVE_TRACK_PREFIX) && existsSync(join(options.distDir, "live-track.html"))
        ? "live-track.html"
        : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page);
  });
}
