import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { DeliveryReportQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { DELIVERIES_KEY } from "./deliveryOrders";

const REPORT = graphql(`
  query DeliveryReport($input: DeliveryReportInput!) {
    deliveryReport(input: $input) {
      ...EnvelopeFields
      data {
        startDate endDate truncated delivered failed canceled onTimeRate
        perCustomer { name delivered judged onTime late rate }
        perDriver { name delivered judged onTime late rate }
        perVehicle { name delivered judged onTime late rate }
        perDay { day delivered failed canceled }
      }
    }
  }
`);

export type DeliveryReportData = NonNullable<DeliveryReportQuery["deliveryReport"]["data"]>;
export type OnTimeRow = DeliveryReportData["perCustomer"][number];

/** The delivery report of a period of company days. */
export function useDeliveryReport(startDate: string, endDate: string) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "report", startDate, endDate],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(REPORT, "deliveryReport", { input: { startDate, endDate } }, signal)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
