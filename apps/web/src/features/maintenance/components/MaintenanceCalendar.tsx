import {
  ACTIVE_SERVICE_ORDER_STATUSES,
  addMonths,
  type CalendarDay,
  monthWeeks,
  parseCompanyTimeZone,
  zonedDay,
} from "@armada/domain";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, intlLocale } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import {
  type ServiceOrderRow,
  type ServicePlanItemRow,
  useServiceOrders,
  useServicePlans,
} from "../api/maintenance";
import { DUE_STATUS_COLORS, ORDER_STATUS_COLORS } from "../lib/statusColors";
import { ServiceOrderDrawer } from "./ServiceOrderDrawer";

type CalendarEntry =
  | { kind: "item"; day: CalendarDay; item: ServicePlanItemRow }
  | { kind: "order"; day: CalendarDay; order: ServiceOrderRow };

/** A month's "Sen … Min" (Monday first) in the user's language. */
const weekdayNames = (week: CalendarDay[], language: string) =>
  week.map((day) =>
    new Intl.DateTimeFormat(intlLocale(language), { weekday: "short", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    ),
  );

const monthTitle = (day: CalendarDay, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 8)}01T00:00:00Z`),
  );

function EntryButton({ entry, onOpen }: { entry: CalendarEntry; onOpen: (entry: CalendarEntry) => void }) {
  const color =
    entry.kind === "item" ? DUE_STATUS_COLORS[entry.item.status] : ORDER_STATUS_COLORS[entry.order.status];
  const label =
    entry.kind === "item"
      ? `${entry.item.licensePlate} · ${entry.item.name}`
      : `${entry.order.code} · ${entry.order.licensePlate}`;
  return (
    <UnstyledButton
      onClick={() => onOpen(entry)}
      data-testid={
        entry.kind === "item"
          ? `calendar-item-${entry.item.servicePlanItemId}`
          : `calendar-order-${entry.order.serviceOrderId}`
      }
      title={label}
      w="100%"
    >
      <Badge
        color={color}
        variant={entry.kind === "order" ? "filled" : "light"}
        radius="sm"
        fullWidth
        styles={{ label: { textTransform: "none", textAlign: "left", width: "100%" } }}
      >
        {label}
      </Badge>
    </UnstyledButton>
  );
}

/**
 * The maintenance calendar: plan items on the day they are expected to come due (their due day, or their km/engine
 * hours at the vehicle's pace) and the service orders under way on their service day, a month at a time; a list of
 * the month's days on a phone. An order opens its drawer; an item opens a new service order for it.
 */
export function MaintenanceCalendar({ onOrder }: { onOrder: (item: ServicePlanItemRow) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { identity } = useSession();
  const today = zonedDay(new Date(), parseCompanyTimeZone(identity.timeZone));
  const phone = useMediaQuery("(max-width: 48em)");
  const [month, setMonth] = useState(`${today.slice(0, 8)}01`);
  const [opened, setOpened] = useState<ServiceOrderRow | null>(null);
  const plans = useServicePlans();
  const orders = useServiceOrders({ statuses: [...ACTIVE_SERVICE_ORDER_STATUSES], page: 1, show: 500 });

  const weeks = monthWeeks(month);
  const first = weeks[0]?.[0] ?? month;
  const last = weeks.at(-1)?.[6] ?? month;
  const entries: CalendarEntry[] = [
    ...(plans.data ?? []).flatMap((plan) =>
      plan.items.flatMap((item) =>
        item.projectedDueDay ? [{ kind: "item" as const, day: item.projectedDueDay, item }] : [],
      ),
    ),
    ...(orders.data?.rows ?? []).map((order) => ({ kind: "order" as const, day: order.scheduledDay, order })),
  ].filter((entry) => entry.day >= first && entry.day <= last);
  const onDay = (day: CalendarDay) => entries.filter((entry) => entry.day === day);
  const open = (entry: CalendarEntry) => {
    if (entry.kind === "order") setOpened(entry.order);
    else onOrder(entry.item);
  };
  const failed = plans.isError || orders.isError;
  const loading = plans.isPending || orders.isPending;
  const monthDays = weeks.flat().filter((day) => day.startsWith(month.slice(0, 7)));

  return (
    <Stack gap="sm" data-testid="maintenance-calendar">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, -1))}
            aria-label={t("maintenance.calendar.previous")}
            data-testid="calendar-previous"
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fw={600} miw={140} ta="center" data-testid="calendar-month">
            {monthTitle(month, language)}
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, 1))}
            aria-label={t("maintenance.calendar.next")}
            data-testid="calendar-next"
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        <Button variant="subtle" size="xs" onClick={() => setMonth(`${today.slice(0, 8)}01`)}>
          {t("maintenance.calendar.thisMonth")}
        </Button>
      </Group>
      {failed ? (
        <LoadFailed
          message={t("maintenance.failed")}
          retryLabel={t("maintenance.retry")}
          onRetry={() => {
            void plans.refetch();
            void orders.refetch();
          }}
        />
      ) : loading ? (
        <Loader size="sm" />
      ) : phone ? (
        <Stack gap="xs" data-testid="calendar-list">
          {monthDays.every((day) => onDay(day).length === 0) && (
            <Text c="dimmed" fz="sm" data-testid="calendar-empty">
              {t("maintenance.calendar.empty")}
            </Text>
          )}
          {monthDays
            .filter((day) => onDay(day).length > 0)
            .map((day) => (
              <Paper key={day} withBorder p="xs" radius="md" data-testid={`calendar-day-${day}`}>
                <Text fz="sm" fw={600} c={day === today ? "blue" : undefined} mb={4}>
                  {new Intl.DateTimeFormat(intlLocale(language), {
                    weekday: "long",
                    day: "numeric",
                    month: "long",
                    timeZone: "UTC",
                  }).format(new Date(`${day}T00:00:00Z`))}
                </Text>
                <Stack gap={4}>
                  {onDay(day).map((entry) => (
                    <EntryButton key={`${entry.kind}-${entryId(entry)}`} entry={entry} onOpen={open} />
                  ))}
                </Stack>
              </Paper>
            ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          {entries.length === 0 && (
            <Text c="dimmed" fz="sm" mb="xs" data-testid="calendar-empty">
              {t("maintenance.calendar.empty")}
            </Text>
          )}
          <Table withTableBorder withColumnBorders layout="fixed" data-testid="calendar-grid">
            <Table.Thead>
              <Table.Tr>
                {weekdayNames(weeks[0] ?? [], language).map((name) => (
                  <Table.Th key={name} ta="center">
                    {name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week[0]}>
                  {week.map((day) => (
                    <Table.Td
                      key={day}
                      valign="top"
                      h={96}
                      bg={day === today ? "var(--mantine-color-blue-light)" : undefined}
                      data-testid={`calendar-day-${day}`}
                      aria-label={formatDay(day, language)}
                    >
                      <Text fz="xs" c={day.startsWith(month.slice(0, 7)) ? undefined : "dimmed"} fw={500}>
                        {Number(day.slice(8))}
                      </Text>
                      <Stack gap={2} mt={2}>
                        {onDay(day).map((entry) => (
                          <EntryButton key={`${entry.kind}-${entryId(entry)}`} entry={entry} onOpen={open} />
                        ))}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {/* mounted while open: the page's own drawer for a new order shares the closed one's test id */}
      {opened && <ServiceOrderDrawer opened order={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}

const entryId = (entry: CalendarEntry) =>
  entry.kind === "item" ? entry.item.servicePlanItemId : entry.order.serviceOrderId;
