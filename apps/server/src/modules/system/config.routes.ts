import type { FastifyInstance } from "fastify";

/** Public settings the web app needs before sign-in. Never secrets. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  options: { helpUrl: string; version: string; mapStyleUrl: string },
) {
  app.get("/api/config", async () => ({
    helpUrl: options.helpUrl,
    version: options.version,
    mapStyleUrl: options.mapStyleUrl,
  }));
}
