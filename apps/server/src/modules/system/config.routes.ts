import type { FastifyInstance } from "fastify";

/** Public settings the web app needs before sign-in. Never secrets. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  options: { helpUrl: string; version: string; mapStyleUrl: string; publicUrl: string },
) {
  app.get("/api/config", async () => ({
    helpUrl: options.helpUrl,
    version: options.version,
    mapStyleUrl: options.mapStyleUrl,
    /** The origin of tracking links, so the link modal shows the same address the WhatsApp texts carry. */
    publicUrl: options.publicUrl,
  }));
}
