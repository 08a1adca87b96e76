import {
  createDeliveryOrderInputSchema,
  createFleetTaskInputSchema,
  DELIVERY_ORDER_STATUSES,
  FLEET_TASK_STATUSES,
} from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../http/authUser.js";
import { requireAnyKey } from "../../http/requireKeys.js";
import type { PublicApiServices } from "./publicApi.routes.js";
import { errorResponses } from "./restSchemas.js";

const idParam = (name: string) =>
  z.object({ [name]: z.coerce.number().int().positive().max(2_147_483_647) }) as z.ZodObject<
    Record<string, z.ZodCoercedNumber<unknown>>
  >;

const listQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    status: z.enum(statuses).optional(),
    search: z.string().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    show: z.coerce.number().int().min(1).max(100).default(20),
  });

const pagination = z.object({ total: z.number().int(), page: z.number().int(), show: z.number().int() });

const deliveryOrderSchema = z
  .looseObject({
    deliveryOrderId: z.number().int(),
    code: z.string().meta({ description: "DO-000123" }),
    status: z.enum(DELIVERY_ORDER_STATUSES),
    customerName: z.string(),
    fleetTaskId: z.number().int().nullable(),
  })
  .meta({ id: "DeliveryOrder", description: "Also: addresses, windows, items, custom fields, notes" });

const fleetTaskSchema = z
  .looseObject({
    fleetTaskId: z.number().int(),
    code: z.string().meta({ description: "FT-000123" }),
    status: z.enum(FLEET_TASK_STATUSES),
  })
  .meta({ id: "FleetTask", description: "Also: vehicle, drivers, departure time, stops" });

const TMS_READ = ["tms:read", "fleet-task-instant:read"];

/**
 * Delivery orders and fleet tasks through `deliveries`' own services: the same rules, statuses and checks as the
 * web app (and its validation of the bodies).
 */
export async function deliveryRoutes(
  app: FastifyInstance,
  { deliveryOrders, fleetTasks }: PublicApiServices["deliveries"],
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const doParams = idParam("deliveryOrderId");
  const taskParams = idParam("fleetTaskId");

  api.get(
    "/api/v1/delivery-orders",
    {
      schema: {
        operationId: "listDeliveryOrders",
        tags: ["Delivery orders"],
        summary: "Delivery orders, newest first",
        description: "Needs `tms:read`.",
        querystring: listQuery(DELIVERY_ORDER_STATUSES),
        response: { 200: z.object({ data: z.array(deliveryOrderSchema), pagination }), ...errorResponses },
      },
    },
    async (request) => {
      const { page, show, ...filter } = request.query;
      const result = await deliveryOrders.list(
        request.auth as AuthUser,
        { ...filter, pagination: { page, show } },
        request.language,
      );
      return { data: result.list, pagination: result.pagination };
    },
  );

  api.post(
    "/api/v1/delivery-orders",
    {
      schema: {
        operationId: "createDeliveryOrder",
        tags: ["Delivery orders"],
        summary: "Creates a draft delivery order",
        description: "Needs `tms:create`.",
        body: createDeliveryOrderInputSchema,
        response: { 201: deliveryOrderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await deliveryOrders.create(request.auth as AuthUser, request.body, request.language);
      return reply.code(201).send(created);
    },
  );

  api.put(
    "/api/v1/delivery-orders/:deliveryOrderId",
    {
      schema: {
        operationId: "updateDeliveryOrder",
        tags: ["Delivery orders"],
        summary: "Replaces an editable delivery order's fields",
        description: "Needs `tms:update`. Refused with `DeliveryOrderLocked` once the order is on its way.",
        params: doParams,
        body: createDeliveryOrderInputSchema,
        response: { 200: deliveryOrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      deliveryOrders.update(
        request.auth as AuthUser,
        { ...(request.body as object), deliveryOrderId: request.params.deliveryOrderId },
        request.language,
      ),
  );

  api.post(
    "/api/v1/delivery-orders/:deliveryOrderId/status",
    {
      schema: {
        operationId: "changeDeliveryOrderStatus",
        tags: ["Delivery orders"],
        summary: "Moves a delivery order to another status",
        description:
          "Needs `tms:update`. Only the moves the web app allows (`StatusChangeNotAllowed` otherwise).",
        params: doParams,
        body: z.object({ status: z.enum(DELIVERY_ORDER_STATUSES) }),
        response: { 200: deliveryOrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      deliveryOrders.changeStatus(
        request.auth as AuthUser,
        { ...(request.body as object), deliveryOrderId: request.params.deliveryOrderId },
        request.language,
      ),
  );

  api.get(
    "/api/v1/fleet-tasks",
    {
      schema: {
        operationId: "listFleetTasks",
        tags: ["Fleet tasks"],
        summary: "Fleet tasks, newest first",
        description: "Needs `tms:read` or `fleet-task-instant:read`.",
        querystring: listQuery(FLEET_TASK_STATUSES),
        response: { 200: z.object({ data: z.array(fleetTaskSchema), pagination }), ...errorResponses },
      },
    },
    async (request) => {
      const user = request.auth as AuthUser;
      requireAnyKey(user, TMS_READ);
      const { page, show, ...filter } = request.query;
      const result = await fleetTasks.list(user, { ...filter, pagination: { page, show } }, request.language);
      return { data: result.list, pagination: result.pagination };
    },
  );

  api.post(
    "/api/v1/fleet-tasks",
    {
      schema: {
        operationId: "createFleetTask",
        tags: ["Fleet tasks"],
        summary: "Creates a fleet task (a vehicle's trip through stops)",
        description: "Needs `tms:create` or `fleet-task-instant:create`.",
        body: createFleetTaskInputSchema,
        response: { 201: fleetTaskSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await fleetTasks.create(request.auth as AuthUser, request.body, request.language);
      return reply.code(201).send(created);
    },
  );

  api.post(
    "/api/v1/fleet-tasks/:fleetTaskId/status",
    {
      schema: {
        operationId: "changeFleetTaskStatus",
        tags: ["Fleet tasks"],
        summary: "Moves a fleet task to another status (schedule, start, end, cancel)",
        description: "Needs `tms:update` or `fleet-task-instant:update`.",
        params: taskParams,
        body: z.object({ status: z.enum(FLEET_TASK_STATUSES) }),
        response: { 200: fleetTaskSchema, ...errorResponses },
      },
    },
    async (request) =>
      fleetTasks.changeStatus(
        request.auth as AuthUser,
        { ...(request.body as object), fleetTaskId: request.params.fleetTaskId },
        request.language,
      ),
  );
}
