import type { FastifyInstance } from "fastify";

/** Liveness and database reachability, for load balancers and `make start` checks. */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get("/api/health", async (request, reply) => {
    try {
      await options.ping();
      return { status: "ok", db: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", db: "error", reason: "database unreachable" });
    }
  });
}
