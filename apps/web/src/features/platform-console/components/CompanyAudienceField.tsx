import { MultiSelect, SegmentedControl, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface CompanyAudience {
  audience: "all" | "chosen";
  /** company ids as the MultiSelect holds them */
  companyIds: string[];
}

export const ALL_COMPANIES: CompanyAudience = { audience: "all", companyIds: [] };

/** The server's companyIds: undefined for every company, else the chosen ones. */
export const audienceCompanyIds = ({ audience, companyIds }: CompanyAudience) =>
  audience === "chosen" ? companyIds.map(Number) : undefined;

/** Chosen companies but none picked: the form says so before sending. */
export const audienceMissing = ({ audience, companyIds }: CompanyAudience) =>
  audience === "chosen" && companyIds.length === 0;

/** Aimed at every company, or at the companies chosen from the list (announcements and banners). */
export function CompanyAudienceField({
  value,
  onChange,
  companies,
  error,
  testId,
}: {
  value: CompanyAudience;
  onChange: (value: CompanyAudience) => void;
  companies: { id: number; name: string }[];
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <SegmentedControl
        value={value.audience}
        onChange={(audience) => onChange({ ...value, audience: audience as CompanyAudience["audience"] })}
        data={[
          { value: "all", label: t("console.allCompanies") },
          { value: "chosen", label: t("console.chosenCompanies") },
        ]}
        data-testid={`${testId}-audience`}
      />
      {value.audience === "chosen" ? (
        <MultiSelect
          label={t("console.companies")}
          searchable
          data={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          value={value.companyIds}
          onChange={(companyIds) => onChange({ ...value, companyIds })}
          error={error}
          data-testid={`${testId}-companies`}
        />
      ) : null}
    </Stack>
  );
}
