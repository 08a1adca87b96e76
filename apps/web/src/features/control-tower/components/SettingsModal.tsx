import { CONTROL_TOWER_QUEUES, type ControlTowerQueue, type ControlTowerSettings } from "@armada/domain";
import { Button, Group, Loader, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useSaveTowerSettings, useTowerSettings } from "../api/controlTower";

type NumberKey = Exclude<keyof ControlTowerSettings, "queueSlaMinutes">;
const SLA_MAX = 10080;

const FIELDS: { key: NumberKey; min: number; max: number }[] = [
  { key: "lateMinutes", min: 0, max: 1440 },
  { key: "offlineMinutes", min: 1, max: 1440 },
  { key: "slaMinutes", min: 1, max: SLA_MAX },
  { key: "alertWindowHours", min: 1, max: 168 },
];

/** A queue's own SLA in the form: its minutes, or none (the single value applies). */
function withQueueSla(settings: ControlTowerSettings, queue: ControlTowerQueue, minutes: number | null) {
  const others = settings.queueSlaMinutes.filter((row) => row.queue !== queue);
  return {
    ...settings,
    queueSlaMinutes: minutes === null ? others : [...others, { queue, minutes }],
  };
}

/**
 * What counts as an exception in the company: late minutes, offline minutes, the SLA (one value, and a queue's own
 * where it has one), the alerts' window.
 */
export function SettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useTowerSettings(true);
  const save = useSaveTowerSettings();
  const [values, setValues] = useState<ControlTowerSettings | null>(null);
  useEffect(() => {
    if (settings.data && values === null) setValues(settings.data);
  }, [settings.data, values]);
  const valid =
    values !== null &&
    FIELDS.every(({ key, min, max }) => values[key] >= min && values[key] <= max) &&
    values.queueSlaMinutes.every((row) => row.minutes >= 1 && row.minutes <= SLA_MAX);

  return (
    <Modal opened onClose={onClose} title={t("controlTower.settings.title")}>
      {values === null ? (
        settings.isError ? (
          <Text c="red">{t("controlTower.loadFailed")}</Text>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <Stack>
          <Text fz="sm" c="dimmed">
            {t("controlTower.settings.description")}
          </Text>
          {FIELDS.map(({ key, min, max }) => (
            <NumberInput
              key={key}
              label={t(`controlTower.settings.${key}`)}
              min={min}
              max={max}
              allowDecimal={false}
              clampBehavior="strict"
              value={values[key]}
              onChange={(value) => setValues({ ...values, [key]: typeof value === "number" ? value : 0 })}
              data-testid={`tower-setting-${key}`}
            />
          ))}
          <Text fz="sm" fw={600}>
            {t("controlTower.settings.queueSla")}
          </Text>
          <Text fz="xs" c="dimmed" mt={-10}>
            {t("controlTower.settings.queueSlaHint", { minutes: values.slaMinutes })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="tower-queue-sla">
            {CONTROL_TOWER_QUEUES.map((queue) => (
              <NumberInput
                key={queue}
                size="xs"
                label={t(`controlTower.queues.${queue}`)}
                placeholder={String(values.slaMinutes)}
                min={1}
                max={SLA_MAX}
                allowDecimal={false}
                clampBehavior="strict"
                value={values.queueSlaMinutes.find((row) => row.queue === queue)?.minutes ?? ""}
                onChange={(value) =>
                  setValues(withQueueSla(values, queue, typeof value === "number" ? value : null))
                }
                data-testid={`tower-queue-sla-${queue}`}
              />
            ))}
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {t("controlTower.settings.alertRulesNote")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("controlTower.cancel")}
            </Button>
            <Button
              disabled={!valid}
              loading={save.isPending}
              onClick={() =>
                save.mutate(values, {
                  onSuccess: () => {
                    notifySuccess(t("controlTower.settings.saved"));
                    onClose();
                  },
                  onError: notifyError,
                })
              }
            >
              {t("controlTower.save")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
