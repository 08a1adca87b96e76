import { FIELD_LABELS, type TrackFilterSettings } from "@armada/domain";
import { Button, Group, NumberInput, Paper, SimpleGrid, Switch, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/shared/i18n/i18n";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useUpdateCompanySettings } from "../api/companySettings";

type Switchable = {
  [K in keyof TrackFilterSettings]: TrackFilterSettings[K] extends boolean ? K : never;
}[keyof TrackFilterSettings];
type Limit = Exclude<keyof TrackFilterSettings, Switchable>;

/** Each filter's switch and the limits it reads, in the order the pipeline applies them. */
const FILTERS: readonly [Switchable, readonly Limit[]][] = [
  ["invalidEnabled", []],
  ["zeroEnabled", []],
  ["futureEnabled", ["futureMinutes"]],
  ["pastEnabled", ["pastHours"]],
  ["accuracyEnabled", ["accuracyMaxMeters", "accuracyMaxHdop"]],
  ["duplicateEnabled", []],
  ["jumpEnabled", ["jumpMaxKmh"]],
  ["driftEnabled", []],
  ["minPeriodEnabled", ["minPeriodSeconds"]],
  ["minDistanceEnabled", ["minDistanceMeters"]],
];

/** The company's track filters (updateCompany's trackFilters), saved on their own; the server validates them. */
export function TrackFiltersCard(props: {
  companyId: number;
  settings: TrackFilterSettings;
  mayUpdate: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateCompanySettings();
  const [values, setValues] = useState<TrackFilterSettings>(props.settings);
  const label = (field: keyof TrackFilterSettings) => FIELD_LABELS[field]?.[currentLanguage()] ?? field;
  const set = <K extends keyof TrackFilterSettings>(field: K, value: TrackFilterSettings[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = () =>
    update.mutate(
      { id: props.companyId, trackFilters: values },
      {
        onSuccess: (result) => {
          notifySuccess(t("companySettings.saved"));
          if (result.data) setValues(result.data.trackFilters);
        },
        onError: notifyError,
      },
    );

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="company-track-filters">
      <Title order={2} fz="md" mb={4}>
        {t("companySettings.sections.trackFilters")}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t("companySettings.trackFiltersHint")}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {FILTERS.map(([toggle, limits]) => (
          <Paper key={toggle} withBorder radius="sm" p="sm">
            <Switch
              label={label(toggle)}
              checked={values[toggle]}
              disabled={!props.mayUpdate}
              onChange={(event) => set(toggle, event.currentTarget.checked)}
              data-testid={`track-filter-${toggle}`}
            />
            {limits.length > 0 ? (
              <Group gap="sm" mt="xs" grow>
                {limits.map((limit) => (
                  <NumberInput
                    key={limit}
                    size="xs"
                    label={label(limit)}
                    value={values[limit]}
                    onChange={(value) => set(limit, typeof value === "number" ? value : Number.NaN)}
                    disabled={!values[toggle]}
                    readOnly={!props.mayUpdate}
                    hideControls
                    decimalSeparator=","
                    allowNegative={false}
                    data-testid={`track-filter-${limit}`}
                  />
                ))}
              </Group>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {props.mayUpdate ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={save} loading={update.isPending} data-testid="track-filters-save">
            {t("companySettings.trackFiltersSave")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
