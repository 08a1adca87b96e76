import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDeliveryOrdersFromSalesOrderInput,
  CreateSalesOrderInput,
  SalesOrderManualStatus,
  SalesOrderStatus,
  SalesOrdersQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";
import { DELIVERIES_KEY } from "./deliveryOrders";

graphql(`
  fragment SalesOrderFields on SalesOrder {
    salesOrderId code status customerName billedCustomerName orderDate notes requiredSkills priority totalPrice createdOn
    requestedDeliveryWindow { start end }
    destination { address lat lng geofenceId }
    destinationContactName destinationContactPhone
    lines { lineNo name quantity weightKg volumeM3 unitPrice shippedQuantity remainingQuantity }
    deliveryOrders { deliveryOrderId code status lines { lineNo quantity } }
  }
`);

const SALES_ORDERS = graphql(`
  query SalesOrders($filter: SalesOrdersFilter) {
    salesOrders(filter: $filter) {
      ...EnvelopeFields
      list { ...SalesOrderFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateSalesOrder($input: CreateSalesOrderInput!) {
    createSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateSalesOrder($input: UpdateSalesOrderInput!) {
    updateSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }
  }
`);

const DELETE = graphql(`
  mutation DeleteSalesOrder($input: SalesOrderIdInput!) {
    deleteSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId } }
  }
`);

const CHANGE_STATUS = graphql(`
  mutation ChangeSalesOrderStatus($input: ChangeSalesOrderStatusInput!) {
    changeSalesOrderStatus(input: $input) { ...EnvelopeFields data { salesOrderId status } }
  }
`);

const MAKE_DOS = graphql(`
  mutation CreateDeliveryOrdersFromSalesOrder($input: CreateDeliveryOrdersFromSalesOrderInput!) {
    createDeliveryOrdersFromSalesOrder(input: $input) { ...EnvelopeFields data { ...SalesOrderFields } }
  }
`);

export type SalesOrderRow = NonNullable<SalesOrdersQuery["salesOrders"]["list"]>[number];

export interface SalesOrdersFilter {
  status: SalesOrderStatus | null;
  search: string;
  page: number;
  show: number;
}

/** A page of the company's sales orders and the count per status. */
export function useSalesOrders(filter: SalesOrdersFilter) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "sales-orders", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      statusCountedPage(
        await requestEnvelope(
          SALES_ORDERS,
          "salesOrders",
          {
            filter: {
              status: filter.status,
              search: filter.search || null,
              pagination: { page: filter.page, show: filter.show },
            },
          },
          signal,
        ),
      ),
  });
}

/** Sales orders and delivery orders change each other: every deliveries list refetches. */
function useDeliveriesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

export function useSaveSalesOrder() {
  return useDeliveriesMutation(
    async ({ salesOrderId, input }: { salesOrderId: number | null; input: CreateSalesOrderInput }) =>
      salesOrderId === null
        ? (await requestEnvelope(CREATE, "createSalesOrder", { input })).data
        : (await requestEnvelope(UPDATE, "updateSalesOrder", { input: { ...input, salesOrderId } })).data,
  );
}

export function useDeleteSalesOrder() {
  return useDeliveriesMutation(
    async (salesOrderId: number) =>
      (await requestEnvelope(DELETE, "deleteSalesOrder", { input: { salesOrderId } })).data,
  );
}

export function useChangeSalesOrderStatus() {
  return useDeliveriesMutation(
    async (input: { salesOrderId: number; status: SalesOrderManualStatus }) =>
      (await requestEnvelope(CHANGE_STATUS, "changeSalesOrderStatus", { input })).data,
  );
}

/** "Buat DO": one DO per shipment. */
export function useCreateDeliveryOrdersFromSalesOrder() {
  return useDeliveriesMutation(
    async (input: CreateDeliveryOrdersFromSalesOrderInput) =>
      (await requestEnvelope(MAKE_DOS, "createDeliveryOrdersFromSalesOrder", { input })).data,
  );
}
