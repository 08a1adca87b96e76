import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { TcoSummaryQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { COSTS_KEY, useCostMutation } from "./costs";

const TCO_SUMMARY = graphql(`
  query TcoSummary($input: TcoPeriodInput!) {
    tcoSummary(input: $input) {
      ...EnvelopeFields
      data {
        fleet {
          vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm tcoPerKm
          litresPer100Km kmPerLitre
        }
        groups {
          groupId name vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm
          tcoPerKm litresPer100Km kmPerLitre
        }
        vehicles {
          vehicleId licensePlate byCategory { category amount } running ownership tco distanceKm litres costPerKm
          tcoPerKm litresPer100Km kmPerLitre expectedKmPerLitre efficiencyRatio monthlyOwnershipCost
          ownershipStartsOn ownershipEndsOn
        }
      }
    }
  }
`);

const SET_OWNERSHIP = graphql(`
  mutation SetVehicleOwnershipCost($input: VehicleOwnershipCostInput!) {
    setVehicleOwnershipCost(input: $input) { ...EnvelopeFields data { vehicleId monthlyCost startsOn endsOn } }
  }
`);

export type TcoData = NonNullable<TcoSummaryQuery["tcoSummary"]["data"]>;
export type TcoVehicleRow = TcoData["vehicles"][number];

export function useTcoSummary(period: { from: string; to: string }) {
  return useQuery({
    queryKey: [...COSTS_KEY, "tco", period],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(TCO_SUMMARY, "tcoSummary", { input: period }, signal)).data,
  });
}

export function useSetOwnershipCost() {
  return useCostMutation(
    async (input: {
      vehicleId: number;
      monthlyCost: number | null;
      startsOn: string | null;
      endsOn: string | null;
    }) => (await requestEnvelope(SET_OWNERSHIP, "setVehicleOwnershipCost", { input })).data,
  );
}
