import {
  FIELD_LABELS,
  formatZodIssues,
  type Language,
  requiredMessage,
  updateCompanyInputSchema,
} from "@armada/domain";
import type { UpdateCompanyInput } from "@/generated/graphql/graphql";
import type { CompanySettings } from "../api/companySettings";

/** The numeric settings of the form, in the order the page shows them (grouped by section there). */
export const COMPANY_NUMBER_FIELDS = [
  "idleTimeout",
  "parkTimeout",
  "offlineTimeout",
  "fuelGainAlert",
  "fuelLossAlert",
  "arrivalSoonMinutes",
  "arrivalSoonMeters",
  "arrivalRadiusMeters",
  "stopArrivalRadiusMeters",
  "stopDwellSeconds",
  "fleetLateToleranceMinutes",
  "fleetLongStopMinutes",
  "fleetOffRouteMeters",
  "maxActiveCalls",
  "dsBase",
  "dsInitialInterval",
  "dsInitialBonus",
  "dsInterval",
  "dsBonus",
  "dsCostBrake",
  "dsCostAccel",
  "dsCostOverspeed",
  "dsCostSharpturn",
  "dsMinScoreA",
  "dsMinScoreB",
  "dsMinScoreC",
  "dsMinScoreD",
] as const;

export type CompanyNumberField = (typeof COMPANY_NUMBER_FIELDS)[number];

export interface BankAccountFormValue {
  /** null for an account added in this form and not saved yet */
  bankAccountId: number | null;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

/** NumberInput gives "" for an empty field. */
export type CompanySettingsFormValues = Record<CompanyNumberField, number | string> & {
  timeZone: string;
  dsIntervalType: string;
  bankAccounts: BankAccountFormValue[];
};

export function companyToForm(company: CompanySettings): CompanySettingsFormValues {
  const numbers = Object.fromEntries(COMPANY_NUMBER_FIELDS.map((field) => [field, company[field]])) as Record<
    CompanyNumberField,
    number
  >;
  return {
    ...numbers,
    timeZone: company.timeZone,
    dsIntervalType: company.dsIntervalType,
    bankAccounts: company.bankAccounts.map((account) => ({ ...account })),
  };
}

/** The updateCompany input; an empty number stays "" so the schema reports it as required, never as 0. */
export function formToInput(companyId: number, values: CompanySettingsFormValues): UpdateCompanyInput {
  const numbers = Object.fromEntries(
    COMPANY_NUMBER_FIELDS.map((field) => {
      const value = values[field];
      return [field, value === "" ? undefined : Number(value)];
    }),
  );
  return {
    id: companyId,
    ...numbers,
    timeZone: values.timeZone,
    dsIntervalType: values.dsIntervalType,
    bankAccounts: values.bankAccounts.map(({ bankAccountId, ...account }) =>
      bankAccountId === null ? account : { bankAccountId, ...account },
    ),
  };
}

/**
 * Localised errors by form path ("idleTimeout", "bankAccounts.0.accountNo") from the server's own schema; an
 * emptied number counts as missing here (the schema treats an absent field as "unchanged").
 */
export function validateCompanySettings(
  values: CompanySettingsFormValues,
  language: Language,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of COMPANY_NUMBER_FIELDS) {
    if (values[field] === "")
      errors[field] = requiredMessage(FIELD_LABELS[field]?.[language] ?? field, language);
  }
  const result = updateCompanyInputSchema.safeParse(formToInput(1, values));
  if (!result.success) {
    for (const issue of formatZodIssues(result.error, language)) errors[issue.field] ??= issue.message;
  }
  return errors;
}
