import type { FleetTaskStopInput, Language } from "@armada/domain";
import { messageFor } from "@armada/domain";
import { AppError } from "../../http/appError.js";
import type { deliveryOrders, fleetTaskStops } from "./deliveries.tables.js";
import type { StopValues } from "./fleetTaskRepository.js";

type OrderRow = typeof deliveryOrders.$inferSelect;
type StoredStop = typeof fleetTaskStops.$inferSelect;

/** What identifies a stop across an edit, so its actual arrival and visit survive a reorder. */
export const stopKey = (
  stop: Pick<StoredStop, "deliveryOrderId" | "activity" | "address" | "lat" | "lng">,
) =>
  stop.deliveryOrderId === null
    ? `${stop.activity}:${stop.address}:${stop.lat}:${stop.lng}`
    : `${stop.activity}:DO${stop.deliveryOrderId}`;

/**
 * The stored stops of a task from its input: an order's pickup is at its origin and its drop at its destination,
 * arriving by the end of the order's window unless the planner set a target; instant stops bring their address.
 * A stop the task already had keeps what happened there.
 */
export function stopValues(
  inputs: readonly FleetTaskStopInput[],
  orders: ReadonlyMap<number, OrderRow>,
  previous: readonly StoredStop[],
  language: Language,
): StopValues[] {
  const before = new Map(previous.map((stop) => [stopKey(stop), stop]));
  return inputs.map((input, index) => {
    const order = input.deliveryOrderId == null ? null : orders.get(input.deliveryOrderId);
    if (input.deliveryOrderId != null && !order) {
      const field = `stops.${index}.deliveryOrderId`;
      throw new AppError(
        "ValidationError",
        400,
        {},
        { issues: [{ field, message: messageFor("InvalidReference", language, { field }) }] },
      );
    }
    const pickup = input.activity === "PICKUP";
    const place = order
      ? {
          address: pickup ? order.originAddress : order.destinationAddress,
          lat: pickup ? order.originLat : order.destinationLat,
          lng: pickup ? order.originLng : order.destinationLng,
          geofenceId: pickup ? order.originGeofenceId : order.destinationGeofenceId,
        }
      : {
          address: input.address?.address ?? "",
          lat: input.address?.lat ?? 0,
          lng: input.address?.lng ?? 0,
          geofenceId: input.address?.geofenceId ?? null,
        };
    const values = {
      deliveryOrderId: order?.id ?? null,
      activity: input.activity,
      ...place,
      note: input.note ?? null,
      targetArrival:
        input.targetArrival ?? (order ? (pickup ? order.pickupWindowEnd : order.deliveryWindowEnd) : null),
      targetDeparture: input.targetDeparture ?? null,
      sequence: index + 1,
    };
    const kept = before.get(stopKey(values));
    return {
      ...values,
      actualArrival: kept?.actualArrival ?? null,
      actualDeparture: kept?.actualDeparture ?? null,
      visitStatus: kept?.visitStatus ?? "TO_VISIT",
    };
  });
}
