import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DELIVERIES_KEY } from "@/features/deliveries";
import { graphql } from "@/generated/graphql";
import type {
  CreateDeliveryTemplateInput,
  DeliveryTemplateStatus,
  DeliveryTemplatesQuery,
  ScheduleOccurrencesInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";

graphql(`
  fragment DeliveryTemplateFields on DeliveryTemplate {
    deliveryTemplateId name status customerName notes requiredSkills priority startsOn endsOn horizonDays skipHolidays defaultVehicleId defaultDriverId nextOccurrences
    origin { address lat lng geofenceId }
    destination { address lat lng geofenceId }
    items { name quantity weightKg volumeM3 }
    pickupWindow { start end }
    deliveryWindow { start end }
    schedule { kind weekdays monthDays rrule }
    orders { runDate deliveryOrderId code status }
  }
`);

const TEMPLATES = graphql(`
  query DeliveryTemplates($filter: DeliveryTemplatesFilter) {
    deliveryTemplates(filter: $filter) {
      ...EnvelopeFields
      list { ...DeliveryTemplateFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateDeliveryTemplate($input: CreateDeliveryTemplateInput!) {
    createDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateDeliveryTemplate($input: UpdateDeliveryTemplateInput!) {
    updateDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }
  }
`);

const SET_STATUS = graphql(`
  mutation SetDeliveryTemplateStatus($input: DeliveryTemplateStatusInput!) {
    setDeliveryTemplateStatus(input: $input) { ...EnvelopeFields data { deliveryTemplateId status } }
  }
`);

const DELETE = graphql(`
  mutation DeleteDeliveryTemplate($input: DeliveryTemplateIdInput!) {
    deleteDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }
  }
`);

const GENERATE = graphql(`
  mutation GenerateDeliveryTemplateOrders($input: DeliveryTemplateIdInput!) {
    generateDeliveryTemplateOrders(input: $input) { ...EnvelopeFields data { created } }
  }
`);

const PREVIEW = graphql(`
  query ScheduleOccurrences($input: ScheduleOccurrencesInput!) {
    scheduleOccurrences(input: $input) { ...EnvelopeFields data }
  }
`);

export type DeliveryTemplateRow = NonNullable<DeliveryTemplatesQuery["deliveryTemplates"]["list"]>[number];

const TEMPLATES_KEY = ["delivery-templates"] as const;

export interface DeliveryTemplatesFilter {
  status: DeliveryTemplateStatus | null;
  search: string;
  page: number;
  show: number;
}

/** A page of the company's delivery templates and the count per status. */
export function useDeliveryTemplates(filter: DeliveryTemplatesFilter) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        TEMPLATES,
        "deliveryTemplates",
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

/** The next days a schedule falls on (null while the form's schedule is incomplete). */
export function useScheduleOccurrences(input: ScheduleOccurrencesInput | null) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, "preview", input],
    enabled: input !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope(
          PREVIEW,
          "scheduleOccurrences",
          { input: input as ScheduleOccurrencesInput },
          signal,
        )
      ).data ?? [],
  });
}

/** A change to templates also changes the delivery orders (they make them). */
function useTemplatesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
      await client.invalidateQueries({ queryKey: DELIVERIES_KEY });
    },
  });
}

/** Creates (no id) or updates a template. */
export function useSaveDeliveryTemplate() {
  return useTemplatesMutation(
    async ({
      deliveryTemplateId,
      input,
    }: {
      deliveryTemplateId: number | null;
      input: CreateDeliveryTemplateInput;
    }) =>
      deliveryTemplateId === null
        ? (await requestEnvelope(CREATE, "createDeliveryTemplate", { input })).data
        : (
            await requestEnvelope(UPDATE, "updateDeliveryTemplate", {
              input: { ...input, deliveryTemplateId },
            })
          ).data,
  );
}

export function useSetDeliveryTemplateStatus() {
  return useTemplatesMutation(
    async (input: { deliveryTemplateId: number; status: DeliveryTemplateStatus }) =>
      (await requestEnvelope(SET_STATUS, "setDeliveryTemplateStatus", { input })).data,
  );
}

export function useDeleteDeliveryTemplate() {
  return useTemplatesMutation(
    async (deliveryTemplateId: number) =>
      (await requestEnvelope(DELETE, "deleteDeliveryTemplate", { input: { deliveryTemplateId } })).data,
  );
}

export function useGenerateDeliveryTemplateOrders() {
  return useTemplatesMutation(
    async (deliveryTemplateId: number) =>
      (await requestEnvelope(GENERATE, "generateDeliveryTemplateOrders", { input: { deliveryTemplateId } }))
        .data,
  );
}
