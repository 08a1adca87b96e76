import { DEFAULT_RETENTION, RETENTION_DAYS, RETENTION_POLICIES, type RetentionPolicy } from "@armada/domain";
import { Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/shared/i18n/format";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useRetentionSettings, useUpdateRetentionSettings } from "../api/retentionSettingsApi";
import {
  parseRetentionSettings,
  type RetentionFormErrors,
  type RetentionFormValues,
} from "../lib/retentionSettingsForm";

/** Company settings' data retention card: how many days positions, raw alerts, media and the audit trail are kept. */
export function RetentionSettingsCard(props: { mayUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useRetentionSettings();
  const update = useUpdateRetentionSettings();
  const [values, setValues] = useState<RetentionFormValues>(DEFAULT_RETENTION);
  const [errors, setErrors] = useState<RetentionFormErrors>({});
  useEffect(() => {
    if (settings.data) setValues(settings.data);
  }, [settings.data]);

  const rangeOf = (policy: RetentionPolicy) => ({
    min: formatNumber(RETENTION_DAYS[policy].min, i18n.language),
    max: formatNumber(RETENTION_DAYS[policy].max, i18n.language),
  });
  const errorText = (policy: RetentionPolicy) =>
    errors[policy] ? t(`retention.errors.${errors[policy]}`, rangeOf(policy)) : undefined;

  const save = () => {
    const parsed = parseRetentionSettings(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    update.mutate(parsed.input, {
      onSuccess: () => notifySuccess(t("retention.saved")),
      onError: notifyError,
    });
  };

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="company-retention-settings">
      <Title order={2} fz="md" mb={4}>
        {t("retention.title")}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t("retention.hint")}
      </Text>
      {settings.isPending ? (
        <Skeleton h={120} />
      ) : settings.isError ? (
        <LoadFailed
          message={<Text size="sm">{t("retention.loadError")}</Text>}
          retryLabel={t("retention.retry")}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {RETENTION_POLICIES.map((policy) => (
            <NumberInput
              key={policy}
              label={t(`retention.policies.${policy}`)}
              description={t("retention.range", rangeOf(policy))}
              suffix={` ${t("retention.days")}`}
              value={values[policy]}
              onChange={(value) => setValues((current) => ({ ...current, [policy]: value }))}
              error={errorText(policy)}
              readOnly={!props.mayUpdate}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              data-testid={`retention-${policy}`}
            />
          ))}
        </SimpleGrid>
      )}
      {props.mayUpdate && settings.isSuccess ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={save} loading={update.isPending} data-testid="retention-save">
            {t("retention.save")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
