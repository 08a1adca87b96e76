import {
  addDays,
  type CreateDeliveryTemplateInput,
  createDeliveryTemplateInputSchema,
  deliveryTemplateIdInputSchema,
  deliveryTemplateStatusInputSchema,
  deliveryTemplatesFilterSchema,
  type Language,
  scheduleOccurrencesInputSchema,
  updateDeliveryTemplateInputSchema,
  zonedDay,
} from "@armada/domain";
import { nextScheduleOccurrences, withReadableRrule } from "@armada/domain/schedule-occurrences";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { checkDeliveryReferences, requireTms } from "../deliveries/index.js";
import type { DeliveryOrderGenerator } from "./deliveryOrderGenerator.js";
import {
  type DeliveryTemplateRow,
  type DeliveryTemplateValues,
  deleteDeliveryTemplateRow,
  findDeliveryTemplate,
  findDeliveryTemplates,
  findTemplateOrders,
  insertDeliveryTemplate,
  updateDeliveryTemplateRow,
} from "./deliveryTemplateRepository.js";
import { toDeliveryTemplateView } from "./deliveryTemplateView.js";

const createSchema = withReadableRrule(createDeliveryTemplateInputSchema);
const updateSchema = withReadableRrule(updateDeliveryTemplateInputSchema);
const previewSchema = withReadableRrule(scheduleOccurrencesInputSchema);

/** The orders a template's row shows: those of the past week and ahead. */
const ORDERS_SHOWN_FROM_DAYS_AGO = 7;

function templateValues(input: CreateDeliveryTemplateInput): DeliveryTemplateValues {
  return {
    name: input.name,
    customerName: input.customerName,
    origin: { ...input.origin, geofenceId: input.origin.geofenceId ?? null },
    destination: { ...input.destination, geofenceId: input.destination.geofenceId ?? null },
    items: input.items,
    notes: input.notes ?? null,
    ...(input.requiredSkills ? { requiredSkills: input.requiredSkills } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
    pickupWindow: input.pickupWindow ?? null,
    deliveryWindow: input.deliveryWindow ?? null,
    schedule: input.schedule,
    startsOn: input.startsOn,
    endsOn: input.endsOn ?? null,
    horizonDays: input.horizonDays,
    skipHolidays: input.skipHolidays,
    defaultVehicleId: input.defaultVehicleId ?? null,
    defaultDriverId: input.defaultDriverId ?? null,
  };
}

/** Recurring delivery templates (issue 36), with the tms keys of delivery orders, whose orders they make. */
export function createDeliveryTemplateService(db: Db, generator: DeliveryOrderGenerator) {
  const today = (user: AuthUser) => zonedDay(new Date(), user.companyTimeZone);

  async function views(executor: DbExecutor, user: AuthUser, rows: DeliveryTemplateRow[]) {
    const day = today(user);
    const orders = await findTemplateOrders(
      executor,
      user.companyId,
      rows.map((row) => row.id),
      addDays(day, -ORDERS_SHOWN_FROM_DAYS_AGO),
    );
    return rows.map((row) =>
      toDeliveryTemplateView(
        row,
        day,
        orders.filter((order) => order.templateId === row.id),
      ),
    );
  }

  async function view(executor: DbExecutor, user: AuthUser, id: number) {
    const row = await findDeliveryTemplate(executor, user.companyId, id);
    if (!row) throw notFound();
    const [shown] = await views(executor, user, [row]);
    if (!shown) throw notFound();
    return shown;
  }

  const checkReferences = (user: AuthUser, input: CreateDeliveryTemplateInput, language: Language) =>
    checkDeliveryReferences(
      db,
      user.companyId,
      {
        vehicleId: input.defaultVehicleId ?? undefined,
        drivers: { defaultDriverId: input.defaultDriverId ?? undefined },
        geofences: {
          "origin.geofenceId": input.origin.geofenceId,
          "destination.geofenceId": input.destination.geofenceId,
        },
      },
      language,
    );

  /** Makes the orders an active template is due now (the job keeps doing it as days enter its horizon). */
  const generateDue = (user: AuthUser, id: number, language: Language) =>
    generator.runTemplate(user.companyId, id, language);

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireTms(user, "read");
      const { pagination, status, search } = parseInput(
        deliveryTemplatesFilterSchema,
        filter ?? {},
        language,
      );
      const { rows, total, counts } = await findDeliveryTemplates(db, user.companyId, {
        status: status ?? undefined,
        search: search ?? undefined,
        ...pagination,
      });
      return {
        list: await views(db, user, rows),
        pagination: { total, ...pagination },
        statusCounts: counts,
      };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "create");
      const parsed = parseInput(createSchema, input, language);
      await checkReferences(user, parsed, language);
      const id = await insertDeliveryTemplate(db, user.companyId, user.userId, templateValues(parsed));
      await generateDue(user, id, language);
      return view(db, user, id);
    },

    /** Changes a template; orders it already made stay as they are, the next ones follow the change. */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const { deliveryTemplateId, ...parsed } = parseInput(updateSchema, input, language);
      await checkReferences(user, parsed, language);
      if (!(await updateDeliveryTemplateRow(db, user.companyId, deliveryTemplateId, templateValues(parsed))))
        throw notFound();
      await generateDue(user, deliveryTemplateId, language);
      return view(db, user, deliveryTemplateId);
    },

    /** Pauses (no more orders) or resumes a template; resuming makes the orders due from today, none of the past. */
    async setStatus(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const { deliveryTemplateId, status } = parseInput(deliveryTemplateStatusInputSchema, input, language);
      if (!(await updateDeliveryTemplateRow(db, user.companyId, deliveryTemplateId, { status })))
        throw notFound();
      if (status === "ACTIVE") await generateDue(user, deliveryTemplateId, language);
      return view(db, user, deliveryTemplateId);
    },

    /** Deletes a template; the orders it made stay. */
    async remove(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "delete");
      const { deliveryTemplateId } = parseInput(deliveryTemplateIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const removed = await view(tx, user, deliveryTemplateId);
        await deleteDeliveryTemplateRow(tx, user.companyId, deliveryTemplateId);
        return removed;
      });
    },

    /** "Generate now": the orders due within the horizon that are not made yet; how many it made. */
    async generateNow(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "create");
      const { deliveryTemplateId } = parseInput(deliveryTemplateIdInputSchema, input, language);
      const created = await generateDue(user, deliveryTemplateId, language);
      if (created === null) {
        const row = await findDeliveryTemplate(db, user.companyId, deliveryTemplateId);
        throw row ? new AppError("DeliveryTemplatePaused", 409, { name: row.name }) : notFound();
      }
      return { created, template: await view(db, user, deliveryTemplateId) };
    },

    /** The next days a schedule falls on from today (the company's), before it is saved. */
    async preview(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "read");
      const { schedule, count, ...bounds } = parseInput(previewSchema, input, language);
      return nextScheduleOccurrences(schedule, bounds, today(user), count);
    },
  };
}

export type DeliveryTemplateService = ReturnType<typeof createDeliveryTemplateService>;
