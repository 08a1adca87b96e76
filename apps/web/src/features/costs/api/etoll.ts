import type { TollGateCheck } from "@armada/domain";
import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { EtollCardInput, EtollCardsQuery, UpdateEtollCardInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { postFile } from "@/shared/api/postFile";
import { COSTS_KEY, useCostMutation } from "./costs";

const CARDS = graphql(`
  query EtollCards {
    etollCards {
      ...EnvelopeFields
      data { etollCardId cardNumber issuer vehicleId licensePlate assignedFrom balance balanceOn note }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateEtollCard($input: EtollCardInput!) {
    createEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateEtollCard($input: UpdateEtollCardInput!) {
    updateEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }
  }
`);

const DELETE = graphql(`
  mutation DeleteEtollCard($input: EtollCardIdInput!) {
    deleteEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }
  }
`);

export type EtollCardRow = NonNullable<EtollCardsQuery["etollCards"]["data"]>[number];

const CARDS_KEY = [...COSTS_KEY, "etollCards"] as const;

export function useEtollCards() {
  return useQuery({
    queryKey: CARDS_KEY,
    queryFn: async ({ signal }) => (await requestEnvelope(CARDS, "etollCards", {}, signal)).data ?? [],
  });
}

export const useCreateEtollCard = () =>
  useCostMutation(
    async (input: EtollCardInput) => (await requestEnvelope(CREATE, "createEtollCard", { input })).data,
  );

export const useUpdateEtollCard = () =>
  useCostMutation(
    async (input: UpdateEtollCardInput) => (await requestEnvelope(UPDATE, "updateEtollCard", { input })).data,
  );

export const useDeleteEtollCard = () =>
  useCostMutation(
    async (etollCardId: number) =>
      (await requestEnvelope(DELETE, "deleteEtollCard", { input: { etollCardId } })).data,
  );

export type TollRowStatus = "matched" | "unassigned" | "unmatched" | "duplicate";

/** What POST /api/costs/etoll/statement answers: the statement's rows matched, and how many were booked. */
export interface StatementResult {
  /** a sample statement this server made: previewed, never booked */
  sample: boolean;
  matched: number;
  unassigned: number;
  unmatched: number;
  duplicates: number;
  topUps: number;
  booked: number;
  matchedAmount: number;
  issues: { line: number; field: "date" | "amount" | "cardNumber" }[];
  /** how many rows' vehicles were at their toll gate then (near), elsewhere (far), or cannot tell (noData) */
  gateChecks: Record<TollGateCheck, number>;
  rows: {
    line: number;
    cardNumber: string;
    time: string;
    gateIn: string | null;
    gateOut: string | null;
    amount: number;
    status: TollRowStatus;
    licensePlate: string | null;
    gateCheck: TollGateCheck;
    /** the track's closest approach to the gate around the transaction, metres */
    gateDistanceMeters: number | null;
  }[];
}

/** Previews a statement file, or (`book`) books its matched transactions as toll costs. */
export const useEtollStatement = () =>
  useCostMutation(({ file, book }: { file: File; book: boolean }) =>
    postFile<StatementResult>(`/api/costs/etoll/statement${book ? "?book=true" : ""}`, file),
  );
