import type { Language } from "@armada/domain";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { parseInput } from "../../../http/envelope.js";
import type { LinkQuery } from "./publicViewerService.js";

/** Link keys are base62 or base64url (modules/temporary-live-view/links/linkKeys.ts). */
const linkKey = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const linkQuerySchema = z
  .object({
    shToken: linkKey(8, 100).optional(),
    token: linkKey(20, 200).optional(),
    c: linkKey(8, 40).optional(),
  })
  .refine((query) => query.shToken || query.token);

/** A temporary live view id is an int4 serial. */
const linkIdSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One answer for a wrong token, another view's token, a deleted, expired or revoked link. */
export const unavailable = (reply: FastifyReply) =>
  reply.code(404).header("cache-control", "no-store").send({ status: "unavailable" });

/** A malformed id is a bad request (400); a malformed or wrong key is the same "unavailable" as any other. */
export function linkQuery(id: unknown, query: unknown, language: Language): LinkQuery | null {
  const { id: temporaryLvId } = parseInput(linkIdSchema, { id }, language);
  const parsed = linkQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  return { temporaryLvId, key: parsed.data.shToken ?? parsed.data.token ?? "", contactKey: parsed.data.c };
}
