import { Badge, Card, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { useConsigneeLinks } from "../api/consigneeLinks";

/** The order's consignee links as operators see them: to whom and when sent, opened, expired, and the messages. */
export function ConsigneeLinksModal(props: {
  order: { deliveryOrderId: number; code: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const links = useConsigneeLinks(props.order?.deliveryOrderId ?? null);
  const time = (value: string | null | undefined) => formatDateTime(value ?? null, i18n.language, "short");
  return (
    <Modal
      opened={props.order !== null}
      onClose={props.onClose}
      centered
      title={`${t("deliveries.consigneeLink.title")} · ${props.order?.code ?? ""}`}
    >
      {links.isPending ? (
        <Loader size="sm" type="dots" />
      ) : links.isError ? (
        <LoadFailed
          message={t("deliveries.consigneeLink.failed")}
          retryLabel={t("deliveries.retry")}
          onRetry={() => void links.refetch()}
        />
      ) : links.data.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="consignee-link-none">
          {t("deliveries.consigneeLink.none")}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="consignee-links">
          {links.data.map((link) => (
            <Card key={link.fleetTaskId} withBorder padding="sm" data-testid="consignee-link">
              <Stack gap={4}>
                <Text fz="sm">
                  {t("deliveries.consigneeLink.sent", {
                    time: time(link.sentOn),
                    name: link.recipientName,
                    phone: link.recipientPhone,
                  })}
                </Text>
                <Text fz="sm" data-testid="consignee-link-opened">
                  {link.openCount > 0
                    ? t("deliveries.consigneeLink.opened", {
                        count: link.openCount,
                        time: time(link.lastOpenedOn),
                      })
                    : t("deliveries.consigneeLink.notOpened")}
                </Text>
                <Text fz="sm" c={link.isExpired ? "red" : undefined} data-testid="consignee-link-expiry">
                  {link.isExpired
                    ? t("deliveries.consigneeLink.expired", { time: time(link.expiresOn) })
                    : t("deliveries.consigneeLink.expires", { time: time(link.expiresOn) })}
                </Text>
                <Text fz="xs" fw={600} mt={4}>
                  {t("deliveries.consigneeLink.messages")}
                </Text>
                {link.messages.map((message) => (
                  <Group key={`${message.kind}-${message.createdOn}`} gap={6} wrap="nowrap">
                    <Text fz="xs" style={{ flex: 1 }}>
                      {t(`whatsappOutbox.kinds.${message.kind}`, { defaultValue: message.kind })}
                    </Text>
                    <Badge size="xs" variant="light" tt="none">
                      {t(`whatsappOutbox.statuses.${message.status}`, { defaultValue: message.status })}
                    </Badge>
                    <Text fz="xs" c="dimmed">
                      {time(message.updatedOn)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
