import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDeliveryRequestInput,
  DeliveryRequestStatus,
  DeliveryRequestsQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";
import { DELIVERIES_KEY } from "./deliveryOrders";

graphql(`
  fragment DeliveryRequestFields on DeliveryRequest {
    deliveryRequestId code status requesterKind requesterName requesterPhone notes rejectionReason
    deliveryOrderId deliveryOrderCode deliveryOrderStatus decidedOn createdOn
    origin { address lat lng geofenceId }
    destination { address lat lng geofenceId }
    deliveryWindow { start end }
    items { name quantity weightKg volumeM3 }
  }
`);

const REQUESTS = graphql(`
  query DeliveryRequests($filter: DeliveryRequestsFilter) {
    deliveryRequests(filter: $filter) {
      ...EnvelopeFields
      list { ...DeliveryRequestFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateDeliveryRequest($input: CreateDeliveryRequestInput!) {
    createDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId code } }
  }
`);

const APPROVE = graphql(`
  mutation ApproveDeliveryRequest($input: DeliveryRequestIdInput!) {
    approveDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId deliveryOrderCode } }
  }
`);

const REJECT = graphql(`
  mutation RejectDeliveryRequest($input: RejectDeliveryRequestInput!) {
    rejectDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId status } }
  }
`);

export type DeliveryRequestRow = NonNullable<DeliveryRequestsQuery["deliveryRequests"]["list"]>[number];

export interface DeliveryRequestsFilter {
  status: DeliveryRequestStatus | null;
  search: string;
  page: number;
  show: number;
}

export function useDeliveryRequests(filter: DeliveryRequestsFilter) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "requests", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      statusCountedPage(
        await requestEnvelope(
          REQUESTS,
          "deliveryRequests",
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

function useDeliveriesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

export function useCreateDeliveryRequest() {
  return useDeliveriesMutation(
    async (input: CreateDeliveryRequestInput) =>
      (await requestEnvelope(CREATE, "createDeliveryRequest", { input })).data,
  );
}

export function useApproveDeliveryRequest() {
  return useDeliveriesMutation(
    async (deliveryRequestId: number) =>
      (await requestEnvelope(APPROVE, "approveDeliveryRequest", { input: { deliveryRequestId } })).data,
  );
}

export function useRejectDeliveryRequest() {
  return useDeliveriesMutation(
    async (input: { deliveryRequestId: number; reason: string }) =>
      (await requestEnvelope(REJECT, "rejectDeliveryRequest", { input })).data,
  );
}
