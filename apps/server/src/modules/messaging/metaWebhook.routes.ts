import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { fonnteInbound, validFonnteSecret } from "./fonnteWebhook.js";
import type { InboundHandler } from "./inboundMessages.js";
import type { MetaWebhookConfig } from "./messagingConfig.js";
import { inboundMessages, statusReports, validMetaSignature } from "./metaWebhook.js";
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
  options: {
    db: Db;
    webhook: MetaWebhookConfig | null;
    fonnteSecret: string | null;
    inbound: InboundHandler;
  },
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
    const messages = inboundMessages(request.body);
    if (!reports || !messages) return reply.code(400).send("unreadable body\n");
    let applied = 0;
    for (const report of reports) if (await applyDeliveryStatus(options.db, report)) applied++;
    for (const message of messages) await options.inbound(message);
    return { received: reports.length, applied, messages: messages.length };
  });

  /** Fonnte's incoming-message webhook (issue 40): authenticated by the secret in its address. */
  app.post<{ Querystring: Record<string, string> }>(
    "/api/webhooks/whatsapp/fonnte",
    { config: { csrf: false } },
    async (request, reply) => {
      const secret = options.fonnteSecret;
      if (!secret || !validFonnteSecret(request.query.secret, secret)) {
        return reply.code(401).send("invalid secret\n");
      }
      const message = fonnteInbound(request.body, new Date());
      if (message) await options.inbound(message);
      // Fonnte retries what is not answered 200; a body it sends that is no message (a group's, a status) is skipped
      return { messages: message ? 1 : 0 };
    },
  );
}
