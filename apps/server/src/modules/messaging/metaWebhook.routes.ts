import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import type { MetaWebhookConfig } from "./messagingConfig.js";
import { statusReports, validMetaSignature } from "./metaWebhook.js";
import { applyDeliveryStatus } from "./whatsappRepository.js";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * The WhatsApp Cloud API status webhook: sent, delivered, read and failed per message. Meta calls it
 * from its servers, so it is outside the CSRF check and authenticated by the body signature instead.
 */
export async function metaWebhookRoutes(
  app: FastifyInstance,
  options: { db: Db; webhook: MetaWebhookConfig | null },
) {
  const path = "/api/webhooks/whatsapp/meta";
  // The signature covers the exact bytes: keep them beside the parsed body (in this plugin only).
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1_048_576 },
    (request, body, done) => {
      (request as FastifyRequest).rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString("utf8")));
      } catch {
        done(null, null);
      }
    },
  );

  app.get<{ Querystring: Record<string, string> }>(path, async (request, reply) => {
    const webhook = options.webhook;
    const query = request.query;
    if (webhook && query["hub.mode"] === "subscribe" && query["hub.verify_token"] === webhook.verifyToken) {
      return reply.type("text/plain").send(query["hub.challenge"] ?? "");
    }
    return reply.code(403).send("forbidden\n");
  });

  app.post(path, { config: { csrf: false } }, async (request, reply) => {
    const webhook = options.webhook;
    const signature = request.headers["x-hub-signature-256"];
    if (
      !webhook ||
      !request.rawBody ||
      !validMetaSignature(
        request.rawBody,
        typeof signature === "string" ? signature : undefined,
        webhook.appSecret,
      )
    ) {
      return reply.code(401).send("invalid signature\n");
    }
    const reports = statusReports(request.body);
    if (!reports) return reply.code(400).send("unreadable body\n");
    let applied = 0;
    for (const report of reports) if (await applyDeliveryStatus(options.db, report)) applied++;
    return { received: reports.length, applied };
  });
}
