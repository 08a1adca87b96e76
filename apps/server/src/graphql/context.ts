import type { Language } from "@armada/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../http/authUser.js";

export interface GraphQLContext {
  auth: AuthUser | null;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}
