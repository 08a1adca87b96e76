import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { errorHandler } from "../../http/errorHandler.js";
import type { AllModuleServices } from "../../platform/composeModules.js";
import { alertRoutes } from "./alerts.routes.js";
import { deliveryRoutes } from "./deliveries.routes.js";
import { positionRoutes } from "./positions.routes.js";
import { temporaryLiveViewRoutes } from "./temporaryLiveViews.routes.js";
import { tripRoutes } from "./trips.routes.js";
import { vehicleRoutes } from "./vehicles.routes.js";

export type PublicApiServices = Pick<
  AllModuleServices,
  "deliveries" | "positionRetention" | "reports" | "temporaryLiveView"
>;

/**
 * Query strings and paths are validated by their zod schemas here; bodies go to the services as they came, which
 * validate them with the same domain schemas (and localised messages) the GraphQL mutations use: one validation.
 */
const compileValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === "body" ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * The public REST API (issue 37): `/api/v1`, API keys only (`Authorization: Bearer`), its OpenAPI 3.1 document
 * generated from these routes' zod schemas (`/api/v1/openapi.json`) and Swagger UI at `/api/docs`.
 */
export async function publicApiRoutes(
  app: FastifyInstance,
  services: PublicApiServices,
  host: { db: Db; publicUrl: string },
) {
  const { db } = host;
  app.setValidatorCompiler(compileValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    const issues = (error as { validation?: ValidationIssue[] }).validation;
    if (!issues) return errorHandler(error as Parameters<typeof errorHandler>[0], request, reply);
    const fields = issues.map((issue) => ({
      field: (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", "."),
      message: issue.message ?? "",
    }));
    return errorHandler(new AppError("ValidationError", 400, {}, { issues: fields }), request, reply);
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Armada API",
        version: "1.0.0",
        description:
          "Armada's public REST API. Authenticate with a company API key made in Pengaturan → Integrasi: `Authorization: Bearer armada_…`. Errors answer with the envelope `Error`; `errorName` is the stable code. Guide: docs/api.md.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "A company API key" } },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // the document the page shows is the one integrators fetch
    uiConfig: { url: "/api/v1/openapi.json", deepLinking: true },
    staticCSP: false,
  });
  app.get("/api/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  // every /api/v1 route wants a key: a session cookie never reaches here (the key plugin owns bearer requests)
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/v1/") || request.url.startsWith("/api/v1/openapi.json")) return;
    if (request.auth?.apiKeyId === undefined) throw new AppError("ApiKeyMissing", 401);
  });

  await vehicleRoutes(app, db);
  await positionRoutes(app, db, services.positionRetention);
  await alertRoutes(app, db);
  await tripRoutes(app, services.reports);
  await deliveryRoutes(app, services.deliveries);
  await temporaryLiveViewRoutes(app, services.temporaryLiveView, host.publicUrl);
}
