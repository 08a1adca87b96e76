import { Group, MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AlertStatus } from "@/features/alerts/common/AlertBadges";
import { useAlertCodes, useVehicleOptions } from "@/features/alerts/common/alertLookups";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import { DateRangeFilter } from "@/shared/ui/DateRangeFilter";
import { SearchInput } from "@/shared/ui/SearchInput";
import type { AlertListFilters, Urgency } from "../lib/alertListFilters";

/** Filters of the Notifikasi list: dates, urgency, status, vehicles, alert codes and a search. */
export function NotificationFilters(props: {
  filters: AlertListFilters;
  onChange: (changes: Partial<AlertListFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const { filters, onChange } = props;
  const vehicles = useVehicleOptions();
  const codes = useAlertCodes();
  const codeOptions = useMemo(
    () =>
      (codes.data ?? []).map((code) => ({
        value: String(code.alertCode),
        label: alertDescription(code, i18n.language),
      })),
    [codes.data, i18n.language],
  );
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, 400);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a typed search moves the filter
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
  }, [debounced]);
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <DateRangeFilter
        label={t("notifications.filters.dateRange")}
        start={filters.start}
        end={filters.end}
        onChange={(start, end) => onChange({ start, end })}
      />
      <Select
        aria-label={t("notifications.filters.urgency")}
        placeholder={t("notifications.filters.allUrgencies")}
        data={(["Urgent", "Important"] as const).map((value) => ({
          value,
          label: t(`alerts.urgency.${value}`),
        }))}
        value={filters.urgency}
        onChange={(value) => onChange({ urgency: (value as Urgency | null) ?? null })}
        clearable
        w={{ base: "100%", sm: 160 }}
        data-testid="filter-urgency"
      />
      <Select
        aria-label={t("notifications.filters.status")}
        placeholder={t("notifications.filters.allStatuses")}
        data={(["unresolved", "resolved", "falseAlert"] as const).map((value) => ({
          value,
          label: t(`alerts.status.${value}`),
        }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as AlertStatus | null) ?? null })}
        clearable
        w={{ base: "100%", sm: 170 }}
        data-testid="filter-status"
      />
      <MultiSelect
        aria-label={t("notifications.filters.vehicles")}
        placeholder={filters.vehicleIds.length ? undefined : t("notifications.filters.allVehicles")}
        data={vehicles.data ?? []}
        value={filters.vehicleIds.map(String)}
        onChange={(values) => onChange({ vehicleIds: values.map(Number) })}
        searchable
        clearable
        maxValues={50}
        w={{ base: "100%", sm: 220 }}
        data-testid="filter-vehicles"
      />
      <MultiSelect
        aria-label={t("notifications.filters.alertCodes")}
        placeholder={filters.alertCodes.length ? undefined : t("notifications.filters.allAlerts")}
        data={codeOptions}
        value={filters.alertCodes.map(String)}
        onChange={(values) => onChange({ alertCodes: values.map(Number) })}
        searchable
        clearable
        w={{ base: "100%", sm: 240 }}
        data-testid="filter-codes"
      />
      <SearchInput
        placeholder={t("notifications.filters.searchPlaceholder")}
        value={search}
        onSearch={setSearch}
        w={{ base: "100%", sm: 260 }}
        testId="filter-search"
      />
    </Group>
  );
}
