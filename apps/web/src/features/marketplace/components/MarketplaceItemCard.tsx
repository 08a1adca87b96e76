import { type MarketplaceItem, vendorDisplayName } from "@armada/domain";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";

/** One catalogue item: name, what it does, price, the protocols hardware speaks, active or the request button. */
export function MarketplaceItemCard(props: {
  item: MarketplaceItem;
  active: boolean;
  isNew: boolean;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { item } = props;
  const description = i18n.language === "en" ? item.description.en : item.description.id;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`marketplace-item-${item.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{item.name}</Text>
          <Group gap={4} wrap="nowrap">
            {props.isNew && (
              <Badge size="sm" color="pink">
                {t("marketplace.new")}
              </Badge>
            )}
            {props.active && (
              <Badge
                size="sm"
                color="green"
                leftSection={<IconCheck size={12} />}
                data-testid="marketplace-active"
              >
                {t("marketplace.active")}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {description}
        </Text>
        {item.kind === "hardware" && (
          <Group gap={4}>
            <Text fz="xs" c="dimmed">
              {t("marketplace.protocols")}
            </Text>
            {item.protocols.map((protocol) => (
              <Badge key={protocol} size="xs" variant="outline" color="gray">
                {vendorDisplayName(protocol)}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} fz="lg">
              {item.priceIdr === 0 ? t("marketplace.free") : formatRupiah(item.priceIdr, i18n.language)}
            </Text>
            {item.priceIdr > 0 && (
              <Text fz="xs" c="dimmed">
                {t(`marketplace.priceUnit.${item.priceUnit}`)}
              </Text>
            )}
          </Stack>
          {!props.active && (
            <Button size="xs" onClick={props.onRequest} data-testid="marketplace-request">
              {t("marketplace.request")}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
