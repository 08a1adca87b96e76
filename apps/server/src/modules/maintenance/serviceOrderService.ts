import {
  canMove,
  changeServiceOrderStatusInputSchema,
  createServiceOrderInputSchema,
  EDITABLE_SERVICE_ORDER_STATUSES,
  type Language,
  SERVICE_ORDER_MACHINE,
  type ServiceOrderInput,
  serviceOrdersFilterSchema,
  updateServiceOrderInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { fleetReferenceIssues, referenceIssue } from "../fleet/index.js";
import { requireMaintenance } from "./maintenanceAccess.js";
import { auditMaintenance } from "./maintenanceAudit.js";
import {
  findServiceOrder,
  findServiceOrders,
  insertServiceOrder,
  type ServiceOrderRow,
  updateServiceOrderRow,
} from "./serviceOrderRepository.js";
import { type ServiceOrderView, serviceOrderCode, toServiceOrderView } from "./serviceOrderView.js";
import { findPlanItems, resetPlanItems } from "./servicePlanRepository.js";
import { today } from "./servicePlanService.js";
import { findVehicleMeters } from "./vehicleMeters.js";

const orderSnapshot = (order: ServiceOrderView) => ({
  status: order.status,
  location: order.location,
  workshopName: order.workshopName,
  personInCharge: order.personInCharge,
  scheduledDay: order.scheduledDay,
  services: [...order.planItems.map((item) => item.name), ...order.extraServices],
  totalCost: order.totalCost,
});

export function createServiceOrderService(db: Db) {
  async function views(executor: DbExecutor, companyId: number, rows: ServiceOrderRow[]) {
    const items = await findPlanItems(
      executor,
      companyId,
      rows.flatMap((row) => row.planItemIds),
    );
    const named = items.map(({ item }) => ({ id: item.id, name: item.name }));
    return rows.map((row) => toServiceOrderView(row, named));
  }

  async function view(executor: DbExecutor, companyId: number, id: number) {
    const row = await findServiceOrder(executor, companyId, id);
    if (!row) throw notFound();
    const [order] = await views(executor, companyId, [row]);
    return order as ServiceOrderView;
  }

  /** The stored values of an input: the vehicle and the plan items must be the company's, the items that vehicle's. */
  async function values(tx: DbExecutor, user: AuthUser, input: ServiceOrderInput, language: Language) {
    const issues = await fleetReferenceIssues(
      tx,
      user.companyId,
      { vehicles: { vehicleId: input.vehicleId } },
      language,
    );
    const items = await findPlanItems(tx, user.companyId, input.planItemIds);
    input.planItemIds.forEach((id, index) => {
      if (!items.some((found) => found.item.id === id && found.vehicleId === input.vehicleId)) {
        issues.push(referenceIssue(`planItemIds.${index}`, language));
      }
    });
    if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
    const meters = (await findVehicleMeters(tx, user.companyId, [input.vehicleId])).get(input.vehicleId);
    return {
      vehicleId: input.vehicleId,
      licensePlate: meters?.licensePlate ?? "",
      location: input.location,
      workshopName: input.workshopName ?? null,
      personInCharge: input.personInCharge,
      scheduledDay: input.scheduledDay,
      planItemIds: [...new Set(input.planItemIds)],
      extraServices: input.extraServices,
      costLines: input.costLines,
      notes: input.notes ?? null,
    };
  }

  async function locked(tx: DbExecutor, companyId: number, id: number) {
    const row = await findServiceOrder(tx, companyId, id, true);
    if (!row) throw notFound();
    return row;
  }

  const audit = (tx: DbExecutor, user: AuthUser, before: ServiceOrderView | null, after: ServiceOrderView) =>
    after.vehicleId
      ? auditMaintenance(tx, user, {
          vehicleId: after.vehicleId,
          kind: before ? "update" : "create",
          object: "service_order",
          noun: "Perintah Servis",
          detail: `${after.code} kendaraan ${after.licensePlate}`,
          oldData: before && orderSnapshot(before),
          newData: orderSnapshot(after),
        })
      : Promise.resolve();

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireMaintenance(user, "read");
      const { pagination, statuses, vehicleId } = parseInput(
        serviceOrdersFilterSchema,
        filter ?? {},
        language,
      );
      const { rows, total, counts } = await findServiceOrders(db, user.companyId, {
        statuses: statuses ?? undefined,
        vehicleId: vehicleId ?? undefined,
        ...pagination,
      });
      return {
        list: await views(db, user.companyId, rows),
        pagination: { total, ...pagination },
        statusCounts: counts,
      };
    },

    async get(user: AuthUser, id: number) {
      requireMaintenance(user, "read");
      return view(db, user.companyId, id);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "create");
      const parsed = parseInput(createServiceOrderInputSchema, input, language);
      return db.transaction(async (tx) => {
        const id = await insertServiceOrder(
          tx,
          user.companyId,
          user.userId,
          await values(tx, user, parsed, language),
        );
        const created = await view(tx, user.companyId, id);
        await audit(tx, user, null, created);
        return created;
      });
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "update");
      const { serviceOrderId, ...parsed } = parseInput(updateServiceOrderInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await locked(tx, user.companyId, serviceOrderId);
        if (!EDITABLE_SERVICE_ORDER_STATUSES.includes(row.status)) {
          throw new AppError("ServiceOrderLocked", 409, { code: serviceOrderCode(row.id) });
        }
        const before = await view(tx, user.companyId, serviceOrderId);
        await updateServiceOrderRow(
          tx,
          user.companyId,
          serviceOrderId,
          await values(tx, user, parsed, language),
        );
        const after = await view(tx, user.companyId, serviceOrderId);
        await audit(tx, user, before, after);
        return after;
      });
    },

    /** Moves an order along its machine; finishing it (Selesai) resets its plan items from the service's meters. */
    async changeStatus(user: AuthUser, input: unknown, language: Language) {
      requireMaintenance(user, "update");
      const { serviceOrderId, status, odometerKm, engineHours } = parseInput(
        changeServiceOrderStatusInputSchema,
        input,
        language,
      );
      return db.transaction(async (tx) => {
        const row = await locked(tx, user.companyId, serviceOrderId);
        if (!canMove(SERVICE_ORDER_MACHINE, row.status, status)) {
          throw new AppError("StatusChangeNotAllowed", 409, { from: row.status, to: status });
        }
        const before = await view(tx, user.companyId, serviceOrderId);
        if (status === "DONE") {
          const meters = row.vehicleId
            ? (await findVehicleMeters(tx, user.companyId, [row.vehicleId])).get(row.vehicleId)
            : undefined;
          const finished = {
            finishedOdometerKm: odometerKm ?? meters?.odometerKm ?? null,
            finishedEngineHours: engineHours ?? meters?.engineHours ?? null,
            finishedOn: new Date(),
          };
          await updateServiceOrderRow(tx, user.companyId, serviceOrderId, { status, ...finished });
          await resetPlanItems(tx, user.companyId, row.planItemIds, {
            day: today(user),
            odometerKm: finished.finishedOdometerKm,
            engineHours: finished.finishedEngineHours,
          });
        } else {
          await updateServiceOrderRow(tx, user.companyId, serviceOrderId, { status });
        }
        const after = await view(tx, user.companyId, serviceOrderId);
        await audit(tx, user, before, after);
        return after;
      });
    },
  };
}
