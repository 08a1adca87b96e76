import { MAX_LIVE_STREAMS_LIMIT } from "@armada/domain";
import { Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useUpdateVideoSettings, useVideoUsage } from "../api/videoViewsApi";
import {
  parseVideoSettings,
  type VideoSettingsErrors,
  type VideoSettingsFormValues,
} from "../lib/videoSettingsForm";

/** Company settings' Track Vision card: the live streams cap and the monthly video minutes (empty: unlimited). */
export function VideoSettingsCard(props: { mayUpdate: boolean }) {
  const { t } = useTranslation();
  const usage = useVideoUsage();
  const update = useUpdateVideoSettings();
  const [values, setValues] = useState<VideoSettingsFormValues>({
    maxLiveStreams: "",
    monthlyVideoMinutes: "",
  });
  const [errors, setErrors] = useState<VideoSettingsErrors>({});
  useEffect(() => {
    if (usage.data)
      setValues({
        maxLiveStreams: usage.data.maxLiveStreams,
        monthlyVideoMinutes: usage.data.monthlyVideoMinutes ?? "",
      });
  }, [usage.data]);

  const errorText = (field: keyof VideoSettingsFormValues) =>
    errors[field] ? t(`videoViews.settings.errors.${field}.${errors[field]}`) : undefined;

  const save = () => {
    const parsed = parseVideoSettings(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    update.mutate(parsed.input, {
      onSuccess: () => notifySuccess(t("videoViews.settings.saved")),
      onError: notifyError,
    });
  };

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="company-video-settings">
      <Title order={2} fz="md" mb={4}>
        {t("videoViews.settings.title")}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t("videoViews.settings.hint")}
      </Text>
      {usage.isPending ? (
        <Skeleton h={60} />
      ) : usage.isError ? (
        <LoadFailed
          message={<Text size="sm">{t("videoViews.usageError")}</Text>}
          retryLabel={t("videoViews.retry")}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <NumberInput
            label={t("videoViews.settings.maxLiveStreams")}
            description={t("videoViews.settings.maxLiveStreamsHint", { max: MAX_LIVE_STREAMS_LIMIT })}
            value={values.maxLiveStreams}
            onChange={(value) => setValues((current) => ({ ...current, maxLiveStreams: value }))}
            error={errorText("maxLiveStreams")}
            readOnly={!props.mayUpdate}
            allowNegative={false}
            allowDecimal={false}
            min={0}
            max={MAX_LIVE_STREAMS_LIMIT}
            data-testid="video-settings-max-live-streams"
          />
          <NumberInput
            label={t("videoViews.settings.monthlyVideoMinutes")}
            description={t("videoViews.settings.monthlyVideoMinutesHint")}
            placeholder={t("videoViews.settings.unlimited")}
            value={values.monthlyVideoMinutes}
            onChange={(value) => setValues((current) => ({ ...current, monthlyVideoMinutes: value }))}
            error={errorText("monthlyVideoMinutes")}
            readOnly={!props.mayUpdate}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            data-testid="video-settings-monthly-minutes"
          />
        </SimpleGrid>
      )}
      {props.mayUpdate && usage.isSuccess ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={save} loading={update.isPending} data-testid="video-settings-save">
            {t("videoViews.settings.save")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
