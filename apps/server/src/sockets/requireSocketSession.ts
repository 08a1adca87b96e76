import type { FastifyReply, FastifyRequest } from "fastify";

/** A socket route's preValidation: without a session the upgrade is answered 401, never opened. */
export async function requireSocketSession(request: FastifyRequest, reply: FastifyReply) {
  if (!request.auth) await reply.code(401).send({ isSuccessful: false, errorName: "Unauthenticated" });
}
