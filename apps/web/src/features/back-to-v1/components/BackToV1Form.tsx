import { BACK_TO_V1_REASONS, type BackToV1Reason, backToV1ChoiceSchema } from "@armada/domain";
import { Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier } from "@/shared/ui/notify";
import { backToVsmsV1 } from "./backToVsmsV1";

/**
 * The back-to-1.0 confirmation (docs/spec/alert-center-and-shell.md §5): a reason must be chosen ('Wajib Memilih Alasan'), 'other' needs its text;
 * "Yes" records it and goes to version 1.0.
 */
export function BackToV1Form({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<BackToV1Reason | null>(null);
  const [other, setOther] = useState("");
  const [otherError, setOtherError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: backToVsmsV1,
    onSuccess: (url) => window.location.assign(url),
    onError: errorNotifier("backToV1.failed"),
  });

  const confirm = () => {
    if (!reason) {
      notifications.show({
        color: "orange",
        title: t("backToV1.reasonRequired"),
        message: t("backToV1.reasonRequiredHint"),
        withBorder: true,
      });
      return;
    }
    const choice = backToV1ChoiceSchema.safeParse({ reason, other });
    if (!choice.success) {
      setOtherError(t("backToV1.otherRequired"));
      return;
    }
    setOtherError(null);
    const message = reason === "other" ? choice.data.other : t(`backToV1.reasons.${reason}`, { lng: "id" });
    request.mutate(message);
  };

  return (
    <Stack gap="md" data-testid="back-to-v1-form">
      <Text size="sm">{t("backToV1.question")}</Text>
      <Radio.Group
        value={reason}
        onChange={(value) => setReason(value as BackToV1Reason)}
        label={t("backToV1.reason")}
      >
        <Stack gap="xs" mt="xs">
          {BACK_TO_V1_REASONS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`backToV1.reasons.${value}`)}
              data-testid={`back-to-v1-${value}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {reason === "other" ? (
        <Textarea
          label={t("backToV1.otherLabel")}
          autosize
          minRows={2}
          maxLength={500}
          value={other}
          onChange={(event) => setOther(event.currentTarget.value)}
          error={otherError}
          data-testid="back-to-v1-other-text"
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("backToV1.no")}
        </Button>
        <Button color="orange" onClick={confirm} loading={request.isPending} data-testid="back-to-v1-confirm">
          {t("backToV1.yes")}
        </Button>
      </Group>
    </Stack>
  );
}
