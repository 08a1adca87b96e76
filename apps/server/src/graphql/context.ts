import type { Language } from "@armada/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../http/authUser.js";
import type { Services } from "../services.js";

export interface GraphQLContext {
  auth: AuthUser | null;
  language: Language;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}
