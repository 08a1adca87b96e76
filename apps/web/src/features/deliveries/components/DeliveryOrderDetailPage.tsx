import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconExternalLink, IconLink, IconPencil } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import { type LngLat, type MapMarker, MapView, MarkersLayer, RouteLineLayer } from "@/shared/map";
import { PageHeader } from "@/shared/ui/PageHeader";
import { VehicleSkillBadges } from "@/shared/ui/VehicleSkills";
import { type DeliveryOrderRow, useDeliveryOrder } from "../api/deliveryOrders";
import { useFleetTask } from "../api/fleetTasks";
import { ORDER_STATUS_COLORS, TASK_STATUS_COLORS, VISIT_STATUS_COLORS } from "../lib/statusColors";
import { ConsigneeLinksModal } from "./ConsigneeLinksModal";
import { DeliveryOrderDrawer } from "./DeliveryOrderDrawer";
import { DetailBackLink } from "./DetailBackLink";
import { DetailLoadFailed } from "./DetailLoadFailed";
import { OrderStatusHistoryCard, type StatusMove } from "./OrderStatusHistoryCard";
import { StopOutcomesCard } from "./StopOutcomesCard";
import { FitStops } from "./StopsMap";

/** /delivery/:deliveryOrderId/: one order whole: its people, windows, route, goods, and how its task delivers it. */
export function DeliveryOrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().deliveryOrderId);
  const order = useDeliveryOrder(id);
  if (order.isPending) return <Loader type="dots" data-testid="order-detail-loading" />;
  if (order.isError || !order.data)
    return (
      <DetailLoadFailed
        error={Number.isInteger(id) ? order.error : null}
        notFoundText={t("deliveries.orderDetail.notFound")}
        back={{ to: "/delivery/", label: t("deliveries.orderDetail.back") }}
        testId="order-detail-error"
      />
    );
  return <OrderDetail order={order.data} />;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OrderDetail({
  order,
}: {
  order: DeliveryOrderRow & { salesOrderId?: number | null; statusHistory?: StatusMove[] | null };
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [showLinks, setShowLinks] = useState(false);
  const time = (value: string | null | undefined) => formatDateTime(value ?? null, i18n.language, "short");
  const window = (range: { start?: string | null; end?: string | null }) =>
    range.start || range.end ? `${time(range.start)} – ${time(range.end)}` : "—";
  const editable = order.status === "DRAFT" || order.status === "CONFIRMED";
  const consignee = [order.destinationContactName, order.destinationContactPhone].filter(Boolean).join(" · ");

  return (
    <Stack gap="md" data-testid="order-detail">
      <DetailBackLink to="/delivery/" label={t("deliveries.orderDetail.back")} />
      <PageHeader
        title={order.code}
        description={order.customerName}
        actions={
          <Group gap="xs">
            <Badge
              color={ORDER_STATUS_COLORS[order.status]}
              variant="light"
              size="lg"
              tt="none"
              data-testid="order-detail-status"
            >
              {t(`deliveries.orderStatus.${order.status}`)}
            </Badge>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLink size={14} />}
              onClick={() => setShowLinks(true)}
              data-testid="order-detail-links"
            >
              {t("deliveries.consigneeLink.show")}
            </Button>
            <Button
              size="xs"
              leftSection={<IconPencil size={14} />}
              disabled={!editable}
              onClick={() => setEditing(true)}
              data-testid="order-detail-edit"
            >
              {t("deliveries.orders.edit")}
            </Button>
          </Group>
        }
      />
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          <Field label={t("deliveries.form.billedCustomerName")}>{order.billedCustomerName ?? "—"}</Field>
          <Field label={t("deliveries.form.shipmentNumber")}>{order.shipmentNumber ?? "—"}</Field>
          <Field label={t("deliveries.salesOrders.salesOrder")}>
            {order.salesOrderCode ? (
              <Anchor component={Link} to={`/sales-order/?search=${order.salesOrderCode}`} fz="sm">
                {order.salesOrderCode}
              </Anchor>
            ) : (
              "—"
            )}
          </Field>
          <Field label={t("deliveries.form.consigneeName")}>{consignee || "—"}</Field>
          <Field label={t("deliveries.form.pickupWindow")}>{window(order.pickupWindow)}</Field>
          <Field label={t("deliveries.form.deliveryWindow")}>{window(order.deliveryWindow)}</Field>
          <Field label={t("deliveries.orderDetail.load")}>
            {t("deliveries.orderDetail.loadValue", {
              weight: formatNumber(order.totalWeightKg, i18n.language),
              volume: formatNumber(order.totalVolumeM3, i18n.language),
            })}
          </Field>
          <Field label={t("deliveries.orderDetail.created")}>{time(order.createdOn)}</Field>
          {order.requiredSkills.length > 0 ? (
            <Field label={t("deliveries.form.requiredSkills")}>
              <VehicleSkillBadges skills={order.requiredSkills} testId="order-detail-skill" />
            </Field>
          ) : null}
          <Field label={t("deliveries.form.priority")}>
            <Text fz="sm" data-testid="order-detail-priority">
              {t(`deliveries.priorities.${order.priority}`)}
            </Text>
          </Field>
        </SimpleGrid>
        {order.notes ? (
          <Text fz="sm" mt="sm" data-testid="order-detail-notes">
            {t("deliveries.form.notes")}: {order.notes}
          </Text>
        ) : null}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Field label={t("deliveries.form.origin")}>{order.origin.address}</Field>
            <Field label={t("deliveries.form.destination")}>{order.destination.address}</Field>
          </Stack>
          <OrderRouteMap order={order} />
        </Card>
        <Card withBorder padding="md">
          <Title order={2} fz="sm" mb="xs">
            {t("deliveries.form.items")}
          </Title>
          {order.items.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t("deliveries.orderDetail.noItems")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table fz="sm" data-testid="order-detail-items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("deliveries.form.itemName")}</Table.Th>
                    <Table.Th ta="right">{t("deliveries.form.quantity")}</Table.Th>
                    <Table.Th ta="right">{t("deliveries.form.weightKg")}</Table.Th>
                    <Table.Th ta="right">{t("deliveries.form.volumeM3")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.items.map((item, index) => (
                    // items have no id of their own; their order is the order's
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Tr key={index}>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td ta="right">{formatNumber(item.quantity, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(item.weightKg, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(item.volumeM3, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {order.customFields.length > 0 ? (
            <>
              <Title order={2} fz="sm" mt="md" mb="xs">
                {t("deliveries.form.customFields")}
              </Title>
              <SimpleGrid cols={2} spacing="xs" data-testid="order-detail-fields">
                {order.customFields.map((field) => (
                  <Field key={field.key} label={field.key}>
                    {field.value}
                  </Field>
                ))}
              </SimpleGrid>
            </>
          ) : null}
        </Card>
      </SimpleGrid>
      {order.fleetTaskId ? (
        <OrderTask fleetTaskId={order.fleetTaskId} deliveryOrderId={order.deliveryOrderId} />
      ) : (
        <Text c="dimmed" fz="sm" data-testid="order-detail-no-task">
          {t("deliveries.orderDetail.noTask")}
        </Text>
      )}
      <OrderStatusHistoryCard createdOn={order.createdOn} moves={order.statusHistory ?? []} />
      <DeliveryOrderDrawer
        opened={editing}
        order={editing ? order : null}
        onClose={() => setEditing(false)}
      />
      <ConsigneeLinksModal order={showLinks ? order : null} onClose={() => setShowLinks(false)} />
    </Stack>
  );
}

function OrderRouteMap({ order }: { order: DeliveryOrderRow }) {
  const { t } = useTranslation();
  const ends = useMemo(
    () => [
      { id: 1, label: "A", color: "#1c7ed6", ...order.origin },
      { id: 2, label: "B", color: "#2f9e44", ...order.destination },
    ],
    [order.origin, order.destination],
  );
  const markers = useMemo<MapMarker[]>(
    () =>
      ends.map((end) => ({
        id: end.id,
        longitude: end.lng,
        latitude: end.lat,
        label: end.label,
        color: end.color,
      })),
    [ends],
  );
  const points = useMemo<LngLat[]>(() => ends.map((end) => [end.lng, end.lat]), [ends]);
  const middle = {
    longitude: (order.origin.lng + order.destination.lng) / 2,
    latitude: (order.origin.lat + order.destination.lat) / 2,
    zoom: 9,
  };
  return (
    <Stack gap={4} mt="sm">
      <MapView h={{ base: 220, md: 280 }} initialView={middle} testId="order-detail-map">
        <RouteLineLayer id="order-route" coordinates={points} color="#868e96" width={2} />
        <MarkersLayer id="order-ends" markers={markers} radius={10} />
        <FitStops points={points} />
      </MapView>
      <Text fz="xs" c="dimmed">
        {t("deliveries.orderDetail.mapHint")}
      </Text>
    </Stack>
  );
}

/** The task the order is on: its vehicle, driver and status, the order's own stops, and their proof of delivery. */
function OrderTask({ fleetTaskId, deliveryOrderId }: { fleetTaskId: number; deliveryOrderId: number }) {
  const { t, i18n } = useTranslation();
  const task = useFleetTask(fleetTaskId);
  const time = (value: string | null | undefined) => formatDateTime(value ?? null, i18n.language, "short");
  if (task.isPending) return <Loader type="dots" size="sm" />;
  if (task.isError || !task.data) return <Text c="dimmed">{t("deliveries.failed")}</Text>;
  const stops = task.data.stops.filter((stop) => stop.deliveryOrderId === deliveryOrderId);
  const stopIds = new Set(stops.map((stop) => stop.stopId));
  const ownOutcomes = {
    ...task.data,
    stopOutcomes: (task.data.stopOutcomes ?? []).filter((outcome) => stopIds.has(outcome.stopId)),
  };
  return (
    <>
      <Card withBorder padding="md" data-testid="order-detail-task">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} fz="sm">
              {t("deliveries.orderDetail.task")}
            </Title>
            <Anchor
              component={Link}
              to={`/fleet-task/${fleetTaskId}/`}
              fz="sm"
              data-testid="order-detail-task-link"
            >
              <Group gap={4}>
                {task.data.code}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
            <Badge color={TASK_STATUS_COLORS[task.data.status]} variant="light" tt="none">
              {t(`deliveries.taskStatus.${task.data.status}`)}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {[task.data.licensePlate, task.data.driverName].filter(Boolean).join(" · ") || "—"}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" data-testid="order-detail-stops">
            <Table.Thead>
              <Table.Tr>
                {(["activity", "target", "actual", "departed", "visit"] as const).map((key) => (
                  <Table.Th key={key}>{t(`deliveries.stop.${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stops.map((stop) => (
                <Table.Tr key={stop.stopId}>
                  <Table.Td>{t(`deliveries.activity.${stop.activity}`)}</Table.Td>
                  <Table.Td>{time(stop.targetArrival)}</Table.Td>
                  <Table.Td>{time(stop.actualArrival)}</Table.Td>
                  <Table.Td>{time(stop.actualDeparture)}</Table.Td>
                  <Table.Td>
                    <Badge color={VISIT_STATUS_COLORS[stop.visitStatus]} variant="light" tt="none">
                      {t(`deliveries.visitStatus.${stop.visitStatus}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <StopOutcomesCard task={ownOutcomes} />
    </>
  );
}
