import { projectedDueDay, type ServiceDueStatus, serviceDue } from "@armada/domain";
import type { ServicePlanItemRow, ServicePlanRow } from "./servicePlanRepository.js";
import type { VehicleMeters } from "./vehicleMeters.js";

/** A plan item with whether it is due now, from the vehicle's meters and today. */
export function toServicePlanItemView(
  item: ServicePlanItemRow,
  plan: Pick<ServicePlanRow, "id" | "name" | "vehicleId" | "licensePlate">,
  meters: VehicleMeters | undefined,
  today: string,
) {
  const baseline = {
    odometerKm: item.lastServiceOdometerKm,
    engineHours: item.lastServiceEngineHours,
    day: item.lastServiceDay,
  };
  const now = { odometerKm: meters?.odometerKm ?? null, engineHours: meters?.engineHours ?? null, today };
  const due = serviceDue(item, baseline, now);
  return {
    servicePlanItemId: item.id,
    servicePlanId: plan.id,
    planName: plan.name,
    vehicleId: plan.vehicleId,
    licensePlate: plan.licensePlate,
    name: item.name,
    intervalKm: item.intervalKm,
    intervalHours: item.intervalHours,
    intervalDays: item.intervalDays,
    noticeKm: item.noticeKm,
    noticeHours: item.noticeHours,
    noticeDays: item.noticeDays,
    lastServiceDay: item.lastServiceDay,
    lastServiceOdometerKm: item.lastServiceOdometerKm,
    lastServiceEngineHours: item.lastServiceEngineHours,
    odometerKm: meters?.odometerKm ?? null,
    engineHours: meters?.engineHours ?? null,
    ...due,
    projectedDueDay: projectedDueDay(due, baseline, now),
  };
}

export type ServicePlanItemView = ReturnType<typeof toServicePlanItemView>;

const RANK: Record<ServiceDueStatus, number> = { OVERDUE: 0, UPCOMING: 1, OK: 2 };

/** Most due first: overdue, then upcoming, then the rest; within each, the soonest day. */
export function byUrgency(a: ServicePlanItemView, b: ServicePlanItemView): number {
  return (
    RANK[a.status] - RANK[b.status] ||
    (a.remainingDays ?? Number.MAX_SAFE_INTEGER) - (b.remainingDays ?? Number.MAX_SAFE_INTEGER) ||
    (a.remainingKm ?? Number.MAX_SAFE_INTEGER) - (b.remainingKm ?? Number.MAX_SAFE_INTEGER) ||
    a.servicePlanItemId - b.servicePlanItemId
  );
}

export function toServicePlanView(
  plan: ServicePlanRow & { items: ServicePlanItemRow[] },
  meters: VehicleMeters | undefined,
  today: string,
) {
  return {
    servicePlanId: plan.id,
    vehicleId: plan.vehicleId,
    licensePlate: plan.licensePlate,
    name: plan.name,
    odometerKm: meters?.odometerKm ?? null,
    engineHours: meters?.engineHours ?? null,
    items: plan.items.map((item) => toServicePlanItemView(item, plan, meters, today)),
  };
}

export type ServicePlanView = ReturnType<typeof toServicePlanView>;
