import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useScopeOptions } from "../api/reports";

/** The whole fleet, a vehicle group or one vehicle; with a `label`, a labelled field as wide as its form. */
export function ReportScopeSelect(props: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = useScopeOptions();
  const groups = options.data?.groups ?? [];
  const vehicles = options.data?.vehicles ?? [];
  return (
    <Select
      label={props.label}
      aria-label={props.label ? undefined : t("reports.scope.label")}
      value={props.value}
      onChange={(value) => props.onChange(value ?? "fleet")}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t("reports.scope.nothingFound")}
      data={[
        { group: t("reports.scope.all"), items: [{ value: "fleet", label: t("reports.scope.fleet") }] },
        ...(groups.length > 0
          ? [
              {
                group: t("reports.scope.groups"),
                items: groups.map((group) => ({ value: `g:${group.id}`, label: group.name })),
              },
            ]
          : []),
        {
          group: t("reports.scope.vehicles"),
          items: vehicles.map((vehicle) => ({ value: `v:${vehicle.id}`, label: vehicle.licensePlate })),
        },
      ]}
      w={props.label ? "100%" : { base: "100%", sm: 240 }}
      data-testid={props.testId ?? "report-scope"}
    />
  );
}
