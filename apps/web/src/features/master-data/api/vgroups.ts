import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateVgroupInput,
  MasterVgroupFieldsFragment,
  UpdateVgroupInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { vehiclesKey } from "./vehicles";

export type VgroupRow = MasterVgroupFieldsFragment;

graphql(`
  fragment MasterVgroupFields on Vgroup { id name totalVehicle vehicleIds vehicles { id licensePlate } }
`);

const LIST = graphql(`
  query MasterVgroups($filter: VgroupsFilter) {
    vgroups(filter: $filter) { ...EnvelopeFields data { ...MasterVgroupFields } pagination { total page show } }
  }
`);
const CREATE = graphql(`
  mutation MasterCreateVgroup($input: CreateVgroupInput!) {
    createVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }
  }
`);
const UPDATE = graphql(`
  mutation MasterUpdateVgroup($input: UpdateVgroupInput!) {
    updateVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }
  }
`);
const DELETE = graphql(`
  mutation MasterDeleteVgroup($input: DeleteVgroupInput!) {
    deleteVgroup(input: $input) { ...EnvelopeFields data { id name } }
  }
`);

export const vgroupsKey = ["master-data", "vgroups"] as const;

export function useVgroups(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...vgroupsKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const filter = {
        search: query.search.trim() || undefined,
        pagination: { page: query.page, show: query.show },
      };
      const result = await requestEnvelope(LIST, "vgroups", { filter }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

/** Groups show on the vehicles (and in the vehicle form's picker): a change refreshes those too. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vgroupsKey }),
      queryClient.invalidateQueries({ queryKey: vehiclesKey }),
      queryClient.invalidateQueries({ queryKey: ["master-data", "vehicle-lookups"] }),
    ]);
}

export function useSaveVgroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: CreateVgroupInput | UpdateVgroupInput) =>
      "id" in input
        ? requestEnvelope(UPDATE, "updateVgroup", { input })
        : requestEnvelope(CREATE, "createVgroup", { input }),
    onSuccess: invalidate,
  });
}

export function useDeleteVgroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (id: number) => requestEnvelope(DELETE, "deleteVgroup", { input: { id } }),
    onSuccess: invalidate,
  });
}
