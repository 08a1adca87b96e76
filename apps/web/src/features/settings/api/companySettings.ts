import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CompanyCategoriesQuery,
  CompanySettingsFieldsFragment,
  UpdateCompanyInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { identityQueryKey } from "@/shared/session/identityQueryKey";

export type CompanySettings = CompanySettingsFieldsFragment;
export type BankAccount = CompanySettings["bankAccounts"][number];
export type CompanyCategory = NonNullable<CompanyCategoriesQuery["companyCategories"]["data"]>[number];

/** The only category source the server knows (companyRepository CATEGORY_SOURCES). */
export const COMPANY_CATEGORY_SOURCE = { srcTable: "companies", srcColumn: "category" } as const;

graphql(`
  fragment CompanySettingsFields on Company {
    id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert
    arrivalSoonMinutes arrivalSoonMeters arrivalRadiusMeters stopArrivalRadiusMeters stopDwellSeconds
    fleetLateToleranceMinutes fleetLongStopMinutes fleetOffRouteMeters maxActiveCalls timeZone dsBase dsIntervalType dsInitialInterval dsInitialBonus
    dsInterval dsBonus dsCostBrake dsCostAccel dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC
    dsMinScoreD bankAccounts { bankAccountId bankName accountName accountNo isDefault }
    trackFilters {
      invalidEnabled zeroEnabled futureEnabled futureMinutes pastEnabled pastHours accuracyEnabled accuracyMaxMeters
      accuracyMaxHdop duplicateEnabled jumpEnabled jumpMaxKmh driftEnabled minPeriodEnabled minPeriodSeconds
      minDistanceEnabled minDistanceMeters
    }
  }
`);
const COMPANY = graphql(`
  query CompanySettings { company { ...EnvelopeFields data { ...CompanySettingsFields } } }
`);
const UPDATE = graphql(`
  mutation UpdateCompanySettings($input: UpdateCompanyInput!) {
    updateCompany(input: $input) { ...EnvelopeFields data { ...CompanySettingsFields } }
  }
`);
const DELETE_BANK = graphql(`
  mutation DeleteBankAccount($input: DeleteBankAccountInput!) {
    deleteBankAccount(input: $input) { ...EnvelopeFields data { bankAccountId } }
  }
`);
const CATEGORIES = graphql(`
  query CompanyCategories($filter: CompanyCategoriesFilter) {
    companyCategories(filter: $filter) { ...EnvelopeFields data { id text hasRelation } }
  }
`);
const CREATE_CATEGORY = graphql(`
  mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {
    createCompanyCategory(input: $input) { ...EnvelopeFields data { id text hasRelation } }
  }
`);

const companyKey = ["company-settings"] as const;
const categoriesKey = ["company-categories"] as const;

export function useCompanySettings() {
  return useQuery({
    queryKey: companyKey,
    queryFn: async ({ signal }) => (await requestEnvelope(COMPANY, "company", {}, signal)).data,
  });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => requestEnvelope(UPDATE, "updateCompany", { input }),
    onSuccess: (result) => {
      queryClient.setQueryData(companyKey, result.data);
      // the session carries the company's time zone and motion timeouts
      void queryClient.invalidateQueries({ queryKey: identityQueryKey });
    },
  });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountId: number) =>
      requestEnvelope(DELETE_BANK, "deleteBankAccount", { input: { bankAccountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useCompanyCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope(
          CATEGORIES,
          "companyCategories",
          { filter: { ...COMPANY_CATEGORY_SOURCE, pagination: { page: 1, show: 100 } } },
          signal,
        )
      ).data ?? [],
  });
}

export function useCreateCompanyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      requestEnvelope(CREATE_CATEGORY, "createCompanyCategory", {
        input: { text, ...COMPANY_CATEGORY_SOURCE },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
