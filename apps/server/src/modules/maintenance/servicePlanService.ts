import {
  correctVehicleMetersInputSchema,
  createServicePlanInputSchema,
  deleteServicePlanInputSchema,
  type Language,
  SERVICE_DUE_STATUSES,
  type ServicePlanItemInput,
  servicePlanItemsFilterSchema,
  updateServicePlanInputSchema,
  zonedDay,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { fleetReferenceIssues } from "../fleet/index.js";
import { requireMaintenance } from "./maintenanceAccess.js";
import { auditMaintenance } from "./maintenanceAudit.js";
import {
  deleteServicePlanRow,
  findServicePlans,
  insertServicePlan,
  replaceServicePlanItems,
  updateServicePlanRow,
} from "./servicePlanRepository.js";
import { byUrgency, type ServicePlanView, toServicePlanView } from "./servicePlanView.js";
import { findVehicleMeters, saveMeterCorrection, type VehicleMeters } from "./vehicleMeters.js";

export const today = (user: AuthUser) => zonedDay(new Date(), user.companyTimeZone);

const planSnapshot = (plan: ServicePlanView) => ({
  name: plan.name,
  items: plan.items.map(({ name, intervalKm, intervalHours, intervalDays }) => ({
    name,
    intervalKm,
    intervalHours,
    intervalDays,
  })),
});

/** An item's stored values; a new item without a last service counts from the vehicle's meters and today. */
const itemValues = (item: ServicePlanItemInput, meters: VehicleMeters | undefined, day: string) => ({
  id: item.id,
  name: item.name,
  intervalKm: item.intervalKm,
  intervalHours: item.intervalHours,
  intervalDays: item.intervalDays,
  noticeKm: item.noticeKm,
  noticeHours: item.noticeHours,
  noticeDays: item.noticeDays,
  lastServiceDay: item.lastServiceDay ?? day,
  lastServiceOdometerKm: item.lastServiceOdometerKm ?? meters?.odometerKm ?? null,
  lastServiceEngineHours: item.lastServiceEngineHours ?? meters?.engineHours ?? null,
});

export function createServicePlanService(db: Db) {
  async function plans(executor: DbExecutor, user: AuthUser, where: Parameters<typeof findServicePlans>[2]) {
    const rows = await findServicePlans(executor, user.companyId, where);
    const meters = await findVehicleMeters(
      executor,
      user.companyId,
      rows.map((row) => row.vehicleId),
    );
    const day = today(user);
    return rows.map((row) => toServicePlanView(row, meters.get(row.vehicleId), day));
  }

  async function view(executor: DbExecutor, user: AuthUser, id: number) {
    const [plan] = await plans(executor, user, { ids: [id] });
    if (!plan) throw notFound();
    return plan;
  }

  async function checkVehicle(executor: DbExecutor, user: AuthUser, vehicleId: number, language: Language) {
    const issues = await fleetReferenceIssues(
      executor,
      user.companyId,
      { vehicles: { vehicleId } },
      language,
    );
    if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
  }

  async function save(
    tx: DbExecutor,
    user: AuthUser,
    id: number,
    input: { vehicleId: number; items: ServicePlanItemInput[] },
  ) {
    const meters = (await findVehicleMeters(tx, user.companyId, [input.vehicleId])).get(input.vehicleId);
    const day = today(user);
    await replaceServicePlanItems(
      tx,
      user.companyId,
      id,
      input.items.map((item) => itemValues(item, meters, day)),
    );
  }

  return {
    async list(user: AuthUser, vehicleId: number | null | undefined) {
      requireMaintenance(user, "read");
      return plans(db, user, { vehicleId: vehicleId ?? undefined });
    },

    /** Every plan item by urgency, filtered by due status, with a count per status. */
    async items(user: AuthUser, filter: unknown, language: Language) {
      requireMaintenance(user, "read");
      const { pagination, dueStatus, vehicleId } = parseInput(
        servicePlanItemsFilterSchema,
        filter ?? {},
        language,
      );
      const all = (await plans(db, user, { vehicleId: vehicleId ?? undefined }))
        .flatMap((plan) => plan.items)
        .sort(byUrgency);
      const listed = dueStatus ? all.filter((item) => item.status === dueStatus) : all;
      const start = (pagination.page - 1) * pagination.show;
      return {
        list: listed.slice(start, start + pagination.show),
        pagination: { total: listed.length, ...pagination },
        // like a grouped count: only the statuses some item has
        statusCounts: SERVICE_DUE_STATUSES.map((status) => ({
          status,
          count: all.filter((item) => item.status === status).length,
        })).filter((row) => row.count > 0),
      };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "create");
      const parsed = parseInput(createServicePlanInputSchema, input, language);
      return db.transaction(async (tx) => {
        await checkVehicle(tx, user, parsed.vehicleId, language);
        const id = await insertServicePlan(tx, user.companyId, {
          vehicleId: parsed.vehicleId,
          name: parsed.name,
        });
        await save(tx, user, id, parsed);
        const created = await view(tx, user, id);
        await auditMaintenance(tx, user, {
          vehicleId: created.vehicleId,
          kind: "create",
          object: "service_plan",
          noun: "Rencana Servis",
          detail: `${created.name} kendaraan ${created.licensePlate}`,
          oldData: null,
          newData: planSnapshot(created),
        });
        return created;
      });
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "update");
      const { servicePlanId, ...parsed } = parseInput(updateServicePlanInputSchema, input, language);
      return db.transaction(async (tx) => {
        const before = await view(tx, user, servicePlanId);
        await checkVehicle(tx, user, parsed.vehicleId, language);
        await updateServicePlanRow(tx, user.companyId, servicePlanId, {
          vehicleId: parsed.vehicleId,
          name: parsed.name,
        });
        // an item id of another plan is added as a new item, never moved across plans
        const own = new Set(before.items.map((item) => item.servicePlanItemId));
        await save(tx, user, servicePlanId, {
          ...parsed,
          items: parsed.items.map((item) => ({ ...item, id: item.id && own.has(item.id) ? item.id : null })),
        });
        const after = await view(tx, user, servicePlanId);
        await auditMaintenance(tx, user, {
          vehicleId: after.vehicleId,
          kind: "update",
          object: "service_plan",
          noun: "Rencana Servis",
          detail: `${after.name} kendaraan ${after.licensePlate}`,
          oldData: planSnapshot(before),
          newData: planSnapshot(after),
        });
        return after;
      });
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "delete");
      const { servicePlanId } = parseInput(deleteServicePlanInputSchema, input, language);
      return db.transaction(async (tx) => {
        const removed = await view(tx, user, servicePlanId);
        await deleteServicePlanRow(tx, user.companyId, servicePlanId);
        await auditMaintenance(tx, user, {
          vehicleId: removed.vehicleId,
          kind: "delete",
          object: "service_plan",
          noun: "Rencana Servis",
          detail: `${removed.name} kendaraan ${removed.licensePlate}`,
          oldData: planSnapshot(removed),
          newData: null,
        });
        return removed;
      });
    },

    /** A hand reading of the odometer (and engine hours), e.g. after the tracker was replaced. */
    async correctMeters(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "update");
      const parsed = parseInput(correctVehicleMetersInputSchema, input, language);
      return db.transaction(async (tx) => {
        await checkVehicle(tx, user, parsed.vehicleId, language);
        const before = (await findVehicleMeters(tx, user.companyId, [parsed.vehicleId])).get(
          parsed.vehicleId,
        );
        await saveMeterCorrection(tx, user.companyId, user.userId, {
          ...parsed,
          deviceOdometerKm: before?.deviceOdometerKm ?? null,
        });
        const after = (await findVehicleMeters(tx, user.companyId, [parsed.vehicleId])).get(parsed.vehicleId);
        await auditMaintenance(tx, user, {
          vehicleId: parsed.vehicleId,
          kind: "update",
          object: "meter_correction",
          noun: "Koreksi Odometer",
          detail: `kendaraan ${after?.licensePlate ?? ""}`,
          oldData: { odometerKm: before?.odometerKm ?? null, engineHours: before?.engineHours ?? null },
          newData: { odometerKm: after?.odometerKm ?? null, engineHours: after?.engineHours ?? null },
        });
        return after;
      });
    },
  };
}
