import { buildTemporaryLiveViewLink, temporaryLiveViewDataSchema } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../http/authUser.js";
import type { PublicApiServices } from "./publicApi.routes.js";
import { errorResponses } from "./restSchemas.js";

const createdLinkSchema = z
  .object({
    temporaryLvId: z.number().int(),
    url: z
      .string()
      .meta({ description: "The public page: anyone with it sees the chosen vehicles until expiry" }),
  })
  .meta({ id: "TemporaryLiveViewLink" });

/** Temporary live views: a shareable link to follow vehicles for a while, made as the web app makes it. */
export async function temporaryLiveViewRoutes(
  app: FastifyInstance,
  temporaryLiveView: PublicApiServices["temporaryLiveView"],
  publicUrl: string,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/temporary-live-views",
    {
      schema: {
        operationId: "createTemporaryLiveView",
        tags: ["Temporary live views"],
        summary: "Creates a temporary live view link",
        description:
          "Needs `b2a-temporary-liveview:create`. `duration` in minutes; contacts receive the link by WhatsApp.",
        body: temporaryLiveViewDataSchema,
        response: { 201: createdLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await temporaryLiveView.create(
        request.auth as AuthUser,
        request.body,
        request.language,
      );
      return reply.code(201).send({
        temporaryLvId: created.temporaryLvId,
        url: buildTemporaryLiveViewLink(publicUrl, created.temporaryLvId, created),
      });
    },
  );
}
