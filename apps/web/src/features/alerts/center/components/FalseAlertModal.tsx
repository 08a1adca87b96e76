import { FALSE_ALERT_REASON_MAX, FALSE_ALERT_REASONS } from "@armada/domain";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type FalseAlertReason,
  falseAlertConfirmQuestion,
  falseAlertFormError,
  falseAlertFormInput,
} from "../lib/alertForms";
import { CONFIRM_Z_INDEX } from "../lib/layout";

export interface FalseAlertModalProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (form: { reason: string; others?: string }) => void;
  /** how many alerts a bulk action marks: the confirmation then names the count instead of "this notification" */
  count?: number;
}

const REASONS = Object.keys(FALSE_ALERT_REASONS) as FalseAlertReason[];

/** The false alert reason form: quick reasons or other with free text (max 300, live counter), then confirm. */
export function FalseAlertModal({ opened, onClose, onSubmit, count }: FalseAlertModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<FalseAlertReason | null>(null);
  const [others, setOthers] = useState("");
  const [touched, setTouched] = useState(false);
  const error = falseAlertFormError(reason, others);
  const shownError = touched || error === "tooLong" ? error : null;

  const reset = () => {
    setReason(null);
    setOthers("");
    setTouched(false);
  };

  const submit = () => {
    setTouched(true);
    if (error || !reason) return;
    const form = falseAlertFormInput(reason, others);
    modals.openConfirmModal({
      title: t("alertCenter.falseAlert.confirmTitle"),
      children: (
        <Text fz="sm" data-testid="false-alert-confirm-question">
          {falseAlertConfirmQuestion(t, count)}
        </Text>
      ),
      labels: { confirm: t("alertCenter.yes"), cancel: t("alertCenter.no") },
      zIndex: CONFIRM_Z_INDEX + 10,
      confirmProps: { "data-testid": "alert-confirm-yes" } as Record<string, string>,
      onConfirm: () => {
        onSubmit(form);
        reset();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t("alertCenter.falseAlert.title")}
      zIndex={CONFIRM_Z_INDEX}
      centered
      data-testid="false-alert-modal"
    >
      <Stack gap="sm">
        <Radio.Group
          value={reason}
          onChange={(value) => setReason(value as FalseAlertReason)}
          label={t("alertCenter.falseAlert.reason")}
          withAsterisk
          error={
            shownError === "reasonRequired" ? t("alertCenter.falseAlert.errors.reasonRequired") : undefined
          }
        >
          <Stack gap={6} mt={6}>
            {REASONS.map((key) => (
              <Radio
                key={key}
                value={key}
                label={t(`alertCenter.falseAlert.reasons.${key}`)}
                data-testid={`false-alert-reason-${key}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {reason === "other" ? (
          <Textarea
            label={t("alertCenter.falseAlert.otherLabel")}
            withAsterisk
            autosize
            minRows={3}
            value={others}
            onChange={(event) => setOthers(event.currentTarget.value)}
            error={
              shownError === "otherRequired" || shownError === "tooLong"
                ? t(`alertCenter.falseAlert.errors.${shownError}`, { max: FALSE_ALERT_REASON_MAX })
                : undefined
            }
            description={`${others.length}/${FALSE_ALERT_REASON_MAX}`}
            data-testid="false-alert-other"
          />
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t("alertCenter.cancel")}
          </Button>
          <Button color="red" onClick={submit} data-testid="false-alert-submit">
            {t("alertCenter.falseAlert.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
