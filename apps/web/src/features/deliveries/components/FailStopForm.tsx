import { STOP_FAILURE_REASONS, type StopFailureReason } from "@armada/domain";
import { Radio, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DriverTaskStop } from "../api/driverTasks";
import { DriverStopModal } from "./DriverStopModal";

/** A failed stop: why, from the list ("lainnya" needs a note). */
export function FailStopForm({
  stop,
  onClose,
  onSubmit,
}: {
  stop: DriverTaskStop;
  onClose: () => void;
  onSubmit: (failure: { reason: StopFailureReason; note: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<StopFailureReason | null>(null);
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const noteMissing = reason === "OTHER" && note.trim() === "";
  const submit = async () => {
    setTried(true);
    if (!reason || noteMissing) return;
    setSaving(true);
    try {
      await onSubmit({ reason, note: note.trim() });
    } finally {
      setSaving(false);
    }
  };
  return (
    <DriverStopModal
      stop={stop}
      title={t("deliveries.driver.fail.title")}
      testId="fail-form"
      onClose={onClose}
      submit={{
        label: t("deliveries.driver.fail.submit"),
        color: "red",
        saving,
        testId: "fail-submit",
        onClick: () => void submit(),
      }}
    >
      <Radio.Group
        value={reason}
        onChange={(value) => setReason(value as StopFailureReason)}
        label={t("deliveries.driver.fail.reason")}
        withAsterisk
        error={tried && !reason ? t("deliveries.driver.pod.required") : undefined}
        data-testid="fail-reasons"
      >
        <Stack gap="sm" mt="xs">
          {STOP_FAILURE_REASONS.map((value) => (
            <Radio key={value} value={value} label={t(`deliveries.driver.failReason.${value}`)} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t("deliveries.driver.fail.note")}
        withAsterisk={reason === "OTHER"}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={tried && noteMissing ? t("deliveries.driver.pod.required") : undefined}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid="fail-note"
      />
    </DriverStopModal>
  );
}
