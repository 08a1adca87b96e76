import { serviceCostTotal } from "@armada/domain";
import type { ServiceOrderRow } from "./serviceOrderRepository.js";

/** The number people say for a service order: its id, zero-padded (SO-000042). */
export const serviceOrderCode = (id: number) => `SO-${String(id).padStart(6, "0")}`;

export function toServiceOrderView(row: ServiceOrderRow, planItems: { id: number; name: string }[]) {
  const names = new Map(planItems.map((item) => [item.id, item.name]));
  return {
    serviceOrderId: row.id,
    code: serviceOrderCode(row.id),
    status: row.status,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    location: row.location,
    workshopName: row.workshopName,
    personInCharge: row.personInCharge,
    scheduledDay: row.scheduledDay,
    planItems: row.planItemIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ servicePlanItemId: id, name }];
    }),
    extraServices: row.extraServices,
    costLines: row.costLines,
    totalCost: serviceCostTotal(row.costLines),
    notes: row.notes,
    finishedOdometerKm: row.finishedOdometerKm,
    finishedEngineHours: row.finishedEngineHours,
    finishedOn: row.finishedOn?.toISOString() ?? null,
    createdOn: row.createdOn.toISOString(),
  };
}

export type ServiceOrderView = ReturnType<typeof toServiceOrderView>;
