import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { DELIVERIES_KEY } from "./deliveryOrders";

const LINKS = graphql(`
  query DeliveryOrderConsigneeLinks($deliveryOrderId: Int!) {
    deliveryOrder(deliveryOrderId: $deliveryOrderId) {
      ...EnvelopeFields
      data {
        deliveryOrderId
        consigneeLinks {
          fleetTaskId recipientName recipientPhone sentOn openCount lastOpenedOn expiresOn isExpired
          messages { kind status createdOn updatedOn }
        }
      }
    }
  }
`);

/** The consignee links of one order (sent, opened, expired), read when the operator opens them. */
export function useConsigneeLinks(deliveryOrderId: number | null) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "consignee-links", deliveryOrderId],
    enabled: deliveryOrderId !== null,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(LINKS, "deliveryOrder", { deliveryOrderId: deliveryOrderId ?? 0 }, signal)).data
        ?.consigneeLinks ?? [],
  });
}
