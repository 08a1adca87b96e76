import { vendorDisplayName } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowRight } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { type DeviceRow, useDeviceMoves, useMoveDevice } from "../../api/devices";
import { useVehicleOptions } from "../../api/vehicleOptions";
import { notifyError, notifySuccess } from "../../lib/notify";
import { DeviceConnectionBadge } from "./DeviceConnectionBadge";

/** The option of the move picker that takes the device off its vehicle. */
const SPARE = "spare";

/** A device's details, the move to another vehicle, and where it was fitted before. */
export function DeviceDrawer(props: { device: DeviceRow | null; mayMove: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { device } = props;
  return (
    <Drawer
      opened={device !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={
        <Title order={2} fz="lg">
          {t("masterData.devices.detailTitle", { imei: device?.imei ?? "" })}
        </Title>
      }
    >
      {device ? (
        <Stack gap="lg" data-testid="device-drawer">
          <DeviceDetails device={device} />
          {props.mayMove ? <MoveDeviceForm key={device.id} device={device} /> : null}
          <DeviceMoveHistory deviceId={device.id} />
        </Stack>
      ) : null}
    </Drawer>
  );
}

function DeviceDetails({ device }: { device: DeviceRow }) {
  const { t } = useTranslation();
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div">
        {value}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {item(t("masterData.devices.vendorType"), vendorDisplayName(device.vendorType))}
      {item(
        t("masterData.devices.vehicle"),
        <span data-testid="device-drawer-vehicle">
          {device.vehicle?.licensePlate ?? t("masterData.devices.spare")}
        </span>,
      )}
      {item(
        t("masterData.devices.connectionLabel"),
        <DeviceConnectionBadge lastPacket={device.lastPacket} />,
      )}
      {item(
        t("masterData.devices.status"),
        <Badge variant="light" color={device.status === "active" ? "green" : "gray"}>
          {t(`masterData.devices.statusValue.${device.status}`, { defaultValue: device.status })}
        </Badge>,
      )}
    </SimpleGrid>
  );
}

function MoveDeviceForm({ device }: { device: DeviceRow }) {
  const { t } = useTranslation();
  const vehicles = useVehicleOptions(true);
  const move = useMoveDevice();
  const [target, setTarget] = useState<string | null>(null);
  const options = [
    ...(device.vehicle ? [{ value: SPARE, label: t("masterData.devices.makeSpare") }] : []),
    ...(vehicles.data ?? [])
      .filter((vehicle) => vehicle.id !== device.vehicle?.id)
      .map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.imei
          ? t("masterData.devices.vehicleWithDevice", { plate: vehicle.licensePlate, imei: vehicle.imei })
          : vehicle.licensePlate,
      })),
  ];
  const submit = () => {
    if (target === null) return;
    move.mutate(
      { id: device.id, vehicleId: target === SPARE ? null : Number(target) },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || t("masterData.saved"));
          setTarget(null);
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t("masterData.devices.moveTitle")}
      </Title>
      {device.status !== "active" ? (
        <Text fz="sm" c="dimmed">
          {t("masterData.devices.moveInactive")}
        </Text>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("masterData.devices.moveTo")}
          placeholder={t("masterData.devices.moveToPlaceholder")}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage={t("masterData.table.empty")}
          disabled={vehicles.isPending}
          style={{ flex: 1, minWidth: 220 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="device-move-target"
        />
        <Button
          onClick={submit}
          disabled={target === null}
          loading={move.isPending}
          leftSection={<IconArrowRight size={16} />}
          data-testid="device-move-submit"
        >
          {t("masterData.devices.move")}
        </Button>
      </Group>
    </Stack>
  );
}

function DeviceMoveHistory({ deviceId }: { deviceId: number }) {
  const { t, i18n } = useTranslation();
  const moves = useDeviceMoves(deviceId);
  const place = (plate: string | null | undefined) => plate ?? t("masterData.devices.spare");
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t("masterData.devices.historyTitle")}
      </Title>
      {moves.isPending ? (
        <Skeleton h={48} />
      ) : moves.isError ? (
        <Alert color="red">{t("masterData.errors.unexpected")}</Alert>
      ) : moves.data.rows.length === 0 ? (
        <Text c="dimmed" fz="sm" data-testid="device-history-empty">
          {t("masterData.devices.historyEmpty")}
        </Text>
      ) : (
        <Timeline bulletSize={20} lineWidth={2} data-testid="device-history">
          {moves.data.rows.map((row) => (
            <Timeline.Item
              key={row.id}
              bullet={<IconArrowRight size={12} />}
              title={
                <Text fz="sm" fw={600} data-testid="device-history-entry">
                  {place(row.fromLicensePlate)} → {place(row.toLicensePlate)}
                </Text>
              }
            >
              <Text c="dimmed" fz="xs">
                {formatDateTime(row.movedAt, i18n.language, "short")} ·{" "}
                {row.movedBy?.fullname ?? t("masterData.audit.system")}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
