import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { CostCategory, CostEntriesQuery, CostEntryInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

graphql(`
  fragment CostEntryFields on CostEntry {
    costEntryId vehicleId licensePlate category spentAt amount litres pricePerLitre station etollCard odometerKm
    description fromAllowance
  }
`);

const ENTRIES = graphql(`
  query CostEntries($filter: CostFilterInput!, $pagination: PaginationInput) {
    costEntries(filter: $filter, pagination: $pagination) {
      ...EnvelopeFields
      list { ...CostEntryFields }
      pagination { total page show }
    }
  }
`);

const SUMMARY = graphql(`
  query CostSummary($filter: CostFilterInput!) {
    costSummary(filter: $filter) {
      ...EnvelopeFields
      data {
        fleet { total distanceKm litres costPerKm litresPer100Km kmPerLitre }
        byCategory { category amount }
        vehicles {
          vehicleId licensePlate total distanceKm litres costPerKm litresPer100Km kmPerLitre expectedKmPerLitre
          efficiencyRatio
        }
      }
    }
  }
`);

const FUEL_REPORT = graphql(`
  query FuelReport($input: FuelReportInput!) {
    fuelReport(input: $input) {
      ...EnvelopeFields
      data {
        vehicleId licensePlate capacityLitres consumedLitres refuelledLitres drainedLitres
        levels { time litres }
        events { fuelEventId kind startTime endTime litres levelBefore levelAfter whileParked }
        receipts { costEntryId spentAt station amount receiptLitres detectedLitres refuelTime status }
      }
    }
  }
`);

const VEHICLES = graphql(`
  query CostVehicles {
    vehicles { ...EnvelopeFields data { id licensePlate } }
  }
`);

const CREATE = graphql(`
  mutation CreateCostEntry($input: CostEntryInput!) {
    createCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateCostEntry($input: UpdateCostEntryInput!) {
    updateCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }
  }
`);

const DELETE = graphql(`
  mutation DeleteCostEntry($input: CostEntryIdInput!) {
    deleteCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }
  }
`);

export type CostEntryRow = NonNullable<CostEntriesQuery["costEntries"]["list"]>[number];

/** Every cost query lives under this key: a change to costs, allowances or e-toll refreshes them all. */
export const COSTS_KEY = ["costs"] as const;

/** The list's, totals' and export's filter: a range [from, to) and optionally a vehicle and a category. */
export interface CostFilter {
  from: string;
  to: string;
  vehicleId: number | null;
  category: CostCategory | null;
}

export function useCostEntries(filter: CostFilter, page: number, show: number) {
  return useQuery({
    queryKey: [...COSTS_KEY, "entries", filter, page, show],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ENTRIES,
        "costEntries",
        { filter, pagination: { page, show } },
        signal,
      );
      return { rows: result.list ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useCostSummary(filter: CostFilter) {
  return useQuery({
    queryKey: [...COSTS_KEY, "summary", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await requestEnvelope(SUMMARY, "costSummary", { filter }, signal)).data,
  });
}

export function useFuelReport(input: { vehicleId: number | null; from: string; to: string }) {
  const { vehicleId } = input;
  return useQuery({
    queryKey: [...COSTS_KEY, "fuel", input],
    enabled: vehicleId !== null,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope(
          FUEL_REPORT,
          "fuelReport",
          { input: { ...input, vehicleId: vehicleId ?? 0 } },
          signal,
        )
      ).data,
  });
}

export function useCostVehicles() {
  return useQuery({
    queryKey: [...COSTS_KEY, "vehicles"],
    queryFn: async ({ signal }) => (await requestEnvelope(VEHICLES, "vehicles", {}, signal)).data ?? [],
  });
}

/** A costs mutation that refreshes every cost query when it succeeds. */
export function useCostMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: COSTS_KEY }),
  });
}

/** Creates (no id) or updates an entry. */
export function useSaveCostEntry() {
  return useCostMutation(
    async ({ costEntryId, input }: { costEntryId: number | null; input: CostEntryInput }) =>
      costEntryId === null
        ? (await requestEnvelope(CREATE, "createCostEntry", { input })).data
        : (await requestEnvelope(UPDATE, "updateCostEntry", { input: { ...input, costEntryId } })).data,
  );
}

export function useDeleteCostEntry() {
  return useCostMutation(
    async (costEntryId: number) =>
      (await requestEnvelope(DELETE, "deleteCostEntry", { input: { costEntryId } })).data,
  );
}
