import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { DELIVERIES_KEY } from "./deliveryOrders";

const VEHICLES = graphql(`
  query FleetTaskVehicles {
    vehicles { ...EnvelopeFields data { id licensePlate } }
  }
`);

const DRIVERS = graphql(`
  query FleetTaskDrivers {
    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }
  }
`);

const CONFIRMED_ORDERS = graphql(`
  query ConfirmedDeliveryOrders {
    deliveryOrders(filter: { status: CONFIRMED, pagination: { page: 1, show: 999 } }) {
      ...EnvelopeFields
      list { deliveryOrderId code customerName origin { address } destination { address } totalWeightKg }
    }
  }
`);

/** What a planner picks a fleet task from: vehicles, drivers and (with the tms keys) the confirmed orders. */
export function usePlanningLookups(withOrders: boolean) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "lookups", withOrders],
    queryFn: async ({ signal }) => {
      const [vehicles, drivers, orders] = await Promise.all([
        requestEnvelope(VEHICLES, "vehicles", {}, signal),
        requestEnvelope(DRIVERS, "drivers", {}, signal),
        withOrders ? requestEnvelope(CONFIRMED_ORDERS, "deliveryOrders", {}, signal) : null,
      ]);
      return { vehicles: vehicles.data ?? [], drivers: drivers.data ?? [], orders: orders?.list ?? [] };
    },
  });
}
