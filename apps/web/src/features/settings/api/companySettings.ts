import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";

export interface BankAccount {
  bankAccountId: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

export interface CompanySettings {
  id: number;
  name: string;
  idleTimeout: number;
  parkTimeout: number;
  offlineTimeout: number;
  fuelGainAlert: number;
  fuelLossAlert: number;
  arrivalSoonMinutes: number;
  arrivalSoonMeters: number;
  arrivalRadiusMeters: number;
  dsBase: number;
  dsIntervalType: string;
  dsInitialInterval: number;
  dsInitialBonus: number;
  dsInterval: number;
  dsBonus: number;
  dsCostBrake: number;
  dsCostAccel: number;
  dsCostOverspeed: number;
  dsCostSharpturn: number;
  dsMinScoreA: number;
  dsMinScoreB: number;
  dsMinScoreC: number;
  dsMinScoreD: number;
  bankAccounts: BankAccount[];
}

export interface CompanyCategory {
  id: number;
  text: string;
  hasRelation: boolean;
}

/** The only category source the server knows (companyRepository CATEGORY_SOURCES). */
export const COMPANY_CATEGORY_SOURCE = { srcTable: "companies", srcColumn: "category" } as const;

const COMPANY_FIELDS = `id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert
  arrivalSoonMinutes arrivalSoonMeters arrivalRadiusMeters dsBase dsIntervalType dsInitialInterval dsInitialBonus
  dsInterval dsBonus dsCostBrake dsCostAccel dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC
  dsMinScoreD bankAccounts { bankAccountId bankName accountName accountNo isDefault }`;

const COMPANY = `query CompanySettings { company { ${ENVELOPE_FIELDS} data { ${COMPANY_FIELDS} } } }`;
const UPDATE = `mutation UpdateCompanySettings($input: UpdateCompanyInput!) {
  updateCompany(input: $input) { ${ENVELOPE_FIELDS} data { ${COMPANY_FIELDS} } }
}`;
const DELETE_BANK = `mutation DeleteBankAccount($input: DeleteBankAccountInput!) {
  deleteBankAccount(input: $input) { ${ENVELOPE_FIELDS} data { bankAccountId } }
}`;
const CATEGORIES = `query CompanyCategories($filter: CompanyCategoriesFilter) {
  companyCategories(filter: $filter) { ${ENVELOPE_FIELDS} data { id text hasRelation } }
}`;
const CREATE_CATEGORY = `mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {
  createCompanyCategory(input: $input) { ${ENVELOPE_FIELDS} data { id text hasRelation } }
}`;

const companyKey = ["company-settings"] as const;
const categoriesKey = ["company-categories"] as const;

type CompanyEnvelope = Envelope & { data: CompanySettings | null };

export function useCompanySettings() {
  return useQuery({
    queryKey: companyKey,
    queryFn: async ({ signal }) =>
      (await requestEnvelope<CompanyEnvelope>(COMPANY, "company", {}, signal)).data,
  });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      requestEnvelope<CompanyEnvelope>(UPDATE, "updateCompany", { input }),
    onSuccess: (result) => queryClient.setQueryData(companyKey, result.data),
  });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountId: number) =>
      requestEnvelope<Envelope>(DELETE_BANK, "deleteBankAccount", { input: { bankAccountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useCompanyCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope<Envelope & { data: CompanyCategory[] | null }>(
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
      requestEnvelope<Envelope>(CREATE_CATEGORY, "createCompanyCategory", {
        input: { text, ...COMPANY_CATEGORY_SOURCE },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
