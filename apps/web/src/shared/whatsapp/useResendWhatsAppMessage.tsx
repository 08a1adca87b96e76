import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import type { MessageStatus } from "./messageStatus";

const RESEND = graphql(`
  mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {
    resendWhatsAppMessage(input: $input) { ...EnvelopeFields data { id status } }
  }
`);

/** Query key of the outbox page; a resend refreshes it wherever it was started. */
export const outboxKey = ["whatsapp-outbox"] as const;

export interface ResendResult {
  messageId: number;
  status: MessageStatus;
}

/**
 * Resend of a failed WhatsApp message (`resendWhatsAppMessage`): `confirm` asks first, then queues it again and
 * shows the server's message in a toast. Used by the outbox page and the contacts table of a temporary live view.
 */
export function useResendWhatsAppMessage(options: { onResent?: (result: ResendResult) => void } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (messageId: number) =>
      requestEnvelope(RESEND, "resendWhatsAppMessage", { input: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });

  function confirm(message: { id: number; recipientPhone: string }) {
    modals.openConfirmModal({
      title: t("whatsappOutbox.resendTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="resend-modal">
          {t("whatsappOutbox.resendMessage", { phone: message.recipientPhone })}
        </Text>
      ),
      labels: { confirm: t("whatsappOutbox.resend"), cancel: t("whatsappOutbox.cancel") },
      confirmProps: { "data-testid": "confirm-resend" } as Record<string, unknown>,
      onConfirm: () =>
        mutation.mutate(message.id, {
          onSuccess: (result) => {
            notifications.show({ color: "green", message: result.message });
            options.onResent?.({
              messageId: message.id,
              status: (result.data?.status ?? "queued") as MessageStatus,
            });
          },
          onError: (error) => notifications.show({ color: "red", message: error.message }),
        }),
    });
  }

  /** Whether the resend of this message is under way (for a loading button). */
  const pendingFor = (messageId: number) => mutation.isPending && mutation.variables === messageId;

  return { confirm, pendingFor };
}
