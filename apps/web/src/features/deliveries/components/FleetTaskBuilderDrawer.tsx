import "@mantine/dates/styles.css";
import { STOP_ACTIVITIES, type StopActivity } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import "dayjs/locale/id";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressPicker } from "@/features/temporary-live-view";
import type { FleetTaskStopInput } from "@/generated/graphql/graphql";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useCreateFleetTask } from "../api/fleetTasks";
import { usePlanningLookups } from "../api/planningLookups";
import type { AddressValue } from "../lib/deliveryOrderForm";

interface InstantStop {
  key: number;
  activity: StopActivity;
  address: AddressValue;
  note: string;
}

export interface FleetTaskBuilderDrawerProps {
  opened: boolean;
  /** with the tms keys: stops from confirmed delivery orders too */
  fullTransport: boolean;
  onClose: () => void;
  onCreated: (fleetTaskId: number) => void;
  /** filled in from fleet availability's "plan a task": the vehicle or driver and the day */
  initial?: {
    vehicleId?: number | undefined;
    driverId?: number | undefined;
    day?: string | undefined;
  } | null;
}

/** The departure the builder proposes: the next whole hour, or 08:00 on a later day picked from the board. */
function initialDeparture(day: string | undefined): string {
  const nextHour = dayjs().add(1, "hour").startOf("hour");
  if (!day) return nextHour.format("YYYY-MM-DD HH:mm:ss");
  const morning = dayjs(`${day}T08:00:00`);
  return (morning.isAfter(nextHour) ? morning : nextHour).format("YYYY-MM-DD HH:mm:ss");
}

/** Builds a fleet task: vehicle, drivers, departure, then confirmed orders and / or instant stops. */
export function FleetTaskBuilderDrawer(props: FleetTaskBuilderDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={
        <Title order={2} fz="lg">
          {t("deliveries.builder.title")}
        </Title>
      }
      data-testid="task-builder"
    >
      {props.opened ? <Builder {...props} /> : null}
    </Drawer>
  );
}

function Builder({ fullTransport, onClose, onCreated, initial }: FleetTaskBuilderDrawerProps) {
  const { t, i18n } = useTranslation();
  const lookups = usePlanningLookups(fullTransport);
  const create = useCreateFleetTask();
  const [vehicleId, setVehicleId] = useState<string | null>(
    initial?.vehicleId ? String(initial.vehicleId) : null,
  );
  const [driverId, setDriverId] = useState<string | null>(
    initial?.driverId ? String(initial.driverId) : null,
  );
  const [coDriverId, setCoDriverId] = useState<string | null>(null);
  const [departure, setDeparture] = useState<string | null>(initialDeparture(initial?.day));
  const [note, setNote] = useState("");
  const [orderIds, setOrderIds] = useState<string[]>([]);
  const [instantStops, setInstantStops] = useState<InstantStop[]>([]);
  const [error, setError] = useState<string | null>(null);

  if (lookups.isPending) return <Loader type="dots" data-testid="task-builder-loading" />;
  if (lookups.isError || !lookups.data)
    return (
      <Alert color="red" data-testid="task-builder-error">
        {t("deliveries.failed")}
      </Alert>
    );
  const { vehicles, drivers, orders } = lookups.data;
  const driverOptions = drivers.map((driver) => ({ value: String(driver.userId), label: driver.fullname }));

  const submit = () => {
    setError(null);
    if (!vehicleId || !departure) return setError(t("deliveries.form.required"));
    const picked = orderIds.map(Number);
    const stops: FleetTaskStopInput[] = [
      ...picked.map((deliveryOrderId) => ({ deliveryOrderId, activity: "PICKUP" as const })),
      ...picked.map((deliveryOrderId) => ({ deliveryOrderId, activity: "DROP" as const })),
      ...instantStops.flatMap((stop) =>
        stop.address
          ? [
              {
                activity: stop.activity,
                note: stop.note.trim() || null,
                address: {
                  address: stop.address.fullName || stop.address.name,
                  lat: stop.address.lat,
                  lng: stop.address.lng,
                },
              },
            ]
          : [],
      ),
    ];
    if (stops.length === 0) return setError(t("deliveries.builder.needStops"));
    create.mutate(
      {
        vehicleId: Number(vehicleId),
        driverId: driverId ? Number(driverId) : null,
        coDriverId: coDriverId ? Number(coDriverId) : null,
        departureTime: dayjs(departure).toISOString(),
        note: note.trim() || null,
        stops,
      },
      {
        onSuccess: (task) => {
          notifySuccess(t("deliveries.builder.created", { code: task?.code ?? "" }));
          onClose();
          if (task) onCreated(task.fleetTaskId);
        },
        onError: errorNotifier("deliveries.builder.createFailed"),
      },
    );
  };

  const updateStop = (key: number, change: Partial<InstantStop>) =>
    setInstantStops((stops) => stops.map((stop) => (stop.key === key ? { ...stop, ...change } : stop)));

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("deliveries.tasks.vehicle")}
            withAsterisk
            searchable
            data={vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.licensePlate }))}
            value={vehicleId}
            onChange={setVehicleId}
            data-testid="task-vehicle"
          />
          <DateTimePicker
            label={t("deliveries.builder.departure")}
            withAsterisk
            value={departure}
            onChange={setDeparture}
            valueFormat="DD MMM YYYY HH:mm"
            data-testid="task-departure"
          />
          <Select
            label={t("deliveries.tasks.driver")}
            searchable
            clearable
            data={driverOptions}
            value={driverId}
            onChange={setDriverId}
            data-testid="task-driver"
          />
          <Select
            label={t("deliveries.tasks.coDriver")}
            searchable
            clearable
            data={driverOptions.filter((option) => option.value !== driverId)}
            value={coDriverId}
            onChange={setCoDriverId}
            data-testid="task-co-driver"
          />
        </SimpleGrid>
        <TextInput
          label={t("deliveries.tasks.note")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {fullTransport ? (
          <>
            <Divider label={t("deliveries.builder.orders")} labelPosition="left" />
            <Text fz="xs" c="dimmed">
              {t("deliveries.builder.ordersHint")}
            </Text>
            {orders.length === 0 ? (
              <Text fz="sm" c="dimmed" data-testid="task-no-orders">
                {t("deliveries.builder.noOrders")}
              </Text>
            ) : (
              <Checkbox.Group value={orderIds} onChange={setOrderIds}>
                <Stack gap="xs" data-testid="task-orders">
                  {orders.map((order) => (
                    <Paper key={order.deliveryOrderId} withBorder p="xs">
                      <Checkbox
                        value={String(order.deliveryOrderId)}
                        label={`${order.code} · ${order.customerName}`}
                        description={`${order.origin.address} → ${order.destination.address}`}
                        data-testid={`task-order-${order.code}`}
                      />
                    </Paper>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </>
        ) : null}
        <Divider label={t("deliveries.builder.instantStops")} labelPosition="left" />
        {instantStops.map((stop) => (
          <Paper key={stop.key} withBorder p="sm" data-testid="task-instant-stop">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-end">
                <Select
                  label={t("deliveries.stop.activity")}
                  data={STOP_ACTIVITIES.map((activity) => ({
                    value: activity,
                    label: t(`deliveries.activity.${activity}`),
                  }))}
                  value={stop.activity}
                  onChange={(value) => value && updateStop(stop.key, { activity: value as StopActivity })}
                  allowDeselect={false}
                  w={160}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("deliveries.builder.removeStop")}
                  onClick={() => setInstantStops((stops) => stops.filter((other) => other.key !== stop.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <Suspense fallback={<Loader size="sm" type="dots" />}>
                <AddressPicker
                  value={stop.address}
                  onChange={(address) => updateStop(stop.key, { address })}
                  chosenLabel={t("deliveries.stop.address")}
                />
              </Suspense>
              <Textarea
                label={t("deliveries.builder.stopNote")}
                autosize
                minRows={1}
                value={stop.note}
                onChange={(event) => updateStop(stop.key, { note: event.currentTarget.value })}
              />
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setInstantStops((stops) => [
                ...stops,
                { key: Date.now(), activity: "DROP", address: null, note: "" },
              ])
            }
            data-testid="task-add-stop"
          >
            {t("deliveries.builder.addStop")}
          </Button>
        </Group>
        {error ? (
          <Text c="red.7" fz="sm" data-testid="task-builder-message">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("deliveries.cancel")}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="task-create">
            {t("deliveries.builder.create")}
          </Button>
        </Group>
      </Stack>
    </DatesProvider>
  );
}
