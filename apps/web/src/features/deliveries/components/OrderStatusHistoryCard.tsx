import { Badge, Card, Group, Text, Timeline, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DeliveryOrderStatus } from "@/generated/graphql/graphql";
import { formatDateTime } from "@/shared/i18n/format";
import { ORDER_STATUS_COLORS } from "../lib/statusColors";

export interface StatusMove {
  fromStatus: DeliveryOrderStatus;
  toStatus: DeliveryOrderStatus;
  changedOn: string;
}

/** A delivery order's status history: when it was made, then each status it moved to, oldest first. */
export function OrderStatusHistoryCard({
  createdOn,
  moves,
}: {
  createdOn: string;
  moves: readonly StatusMove[];
}) {
  const { t, i18n } = useTranslation();
  const time = (value: string) => formatDateTime(value, i18n.language, "short");
  return (
    <Card withBorder padding="md" data-testid="order-detail-history">
      <Title order={2} fz="sm" mb="sm">
        {t("deliveries.orderDetail.history")}
      </Title>
      <Timeline active={moves.length} bulletSize={14} lineWidth={2}>
        <Timeline.Item
          title={
            <Text fz="sm" fw={500}>
              {t("deliveries.orderDetail.created")}
            </Text>
          }
        >
          <Text fz="xs" c="dimmed">
            {time(createdOn)}
          </Text>
        </Timeline.Item>
        {moves.map((move) => (
          <Timeline.Item
            key={`${move.changedOn}-${move.toStatus}`}
            data-testid="order-history-move"
            title={
              <Group gap={6}>
                <Badge color={ORDER_STATUS_COLORS[move.fromStatus]} variant="outline" size="sm" tt="none">
                  {t(`deliveries.orderStatus.${move.fromStatus}`)}
                </Badge>
                →
                <Badge color={ORDER_STATUS_COLORS[move.toStatus]} variant="light" size="sm" tt="none">
                  {t(`deliveries.orderStatus.${move.toStatus}`)}
                </Badge>
              </Group>
            }
          >
            <Text fz="xs" c="dimmed">
              {time(move.changedOn)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {moves.length === 0 ? (
        <Text fz="sm" c="dimmed" mt="xs">
          {t("deliveries.orderDetail.historyEmpty")}
        </Text>
      ) : null}
    </Card>
  );
}
