import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDeliveryOrderInput,
  DeliveryOrderStatus,
  DeliveryOrdersQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";

graphql(`
  fragment DeliveryOrderFields on DeliveryOrder {
    deliveryOrderId code status customerName billedCustomerName shipmentNumber notes fleetTaskId salesOrderCode
    totalWeightKg totalVolumeM3 createdOn
    origin { address lat lng geofenceId }
    destination { address lat lng geofenceId }
    destinationContactName destinationContactPhone
    pickupWindow { start end }
    deliveryWindow { start end }
    items { name quantity weightKg volumeM3 }
    customFields { key value }
    requiredSkills priority
  }
`);

const ORDERS = graphql(`
  query DeliveryOrders($filter: DeliveryOrdersFilter) {
    deliveryOrders(filter: $filter) {
      ...EnvelopeFields
      list { ...DeliveryOrderFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const ORDER = graphql(`
  query DeliveryOrder($deliveryOrderId: Int!) {
    deliveryOrder(deliveryOrderId: $deliveryOrderId) {
      ...EnvelopeFields
      data { ...DeliveryOrderFields salesOrderId updatedOn statusHistory { fromStatus toStatus changedOn } }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateDeliveryOrder($input: CreateDeliveryOrderInput!) {
    createDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateDeliveryOrder($input: UpdateDeliveryOrderInput!) {
    updateDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }
  }
`);

const DELETE = graphql(`
  mutation DeleteDeliveryOrder($input: DeliveryOrderIdInput!) {
    deleteDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId } }
  }
`);

const CHANGE_STATUS = graphql(`
  mutation ChangeDeliveryOrderStatus($input: ChangeDeliveryOrderStatusInput!) {
    changeDeliveryOrderStatus(input: $input) { ...EnvelopeFields data { deliveryOrderId status } }
  }
`);

export type DeliveryOrderRow = NonNullable<DeliveryOrdersQuery["deliveryOrders"]["list"]>[number];

/** Every cached list of deliveries (orders and tasks change each other). */
export const DELIVERIES_KEY = ["deliveries"] as const;

export interface DeliveryOrdersFilter {
  status: DeliveryOrderStatus | null;
  search: string;
  page: number;
  show: number;
}

/** A page of the company's orders and the count per status. */
export function useDeliveryOrders(filter: DeliveryOrdersFilter) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "orders", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ORDERS,
        "deliveryOrders",
        {
          filter: {
            status: filter.status,
            search: filter.search || null,
            pagination: { page: filter.page, show: filter.show },
          },
        },
        signal,
      );
      return statusCountedPage(result);
    },
  });
}

/** One order, for its page. */
export function useDeliveryOrder(deliveryOrderId: number) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "order", deliveryOrderId],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(ORDER, "deliveryOrder", { deliveryOrderId }, signal)).data,
  });
}

function useDeliveriesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

/** Creates (no id) or updates an order. */
export function useSaveDeliveryOrder() {
  return useDeliveriesMutation(
    async ({
      deliveryOrderId,
      input,
    }: {
      deliveryOrderId: number | null;
      input: CreateDeliveryOrderInput;
    }) =>
      deliveryOrderId === null
        ? (await requestEnvelope(CREATE, "createDeliveryOrder", { input })).data
        : (await requestEnvelope(UPDATE, "updateDeliveryOrder", { input: { ...input, deliveryOrderId } }))
            .data,
  );
}

export function useDeleteDeliveryOrder() {
  return useDeliveriesMutation(
    async (deliveryOrderId: number) =>
      (await requestEnvelope(DELETE, "deleteDeliveryOrder", { input: { deliveryOrderId } })).data,
  );
}

export function useChangeDeliveryOrderStatus() {
  return useDeliveriesMutation(
    async (input: { deliveryOrderId: number; status: DeliveryOrderStatus }) =>
      (await requestEnvelope(CHANGE_STATUS, "changeDeliveryOrderStatus", { input })).data,
  );
}
