import { Card, DataList, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTruck } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatSpeed } from "@/shared/i18n/format";
import { useAfterFirstPaint } from "@/shared/lib/useAfterFirstPaint";
import { MotionStatusBadge } from "@/shared/map/MotionStatusBadge";
import type { MyDriverVehicle } from "../api/myDriverHome";
import { vehicleMotion } from "../lib/vehicleMotion";

const DriverVehicleMap = lazy(() => import("./DriverVehicleMap"));

/** "Kendaraan Anda": plate, type, status now, speed, last update, address and a small map; or why there is none. */
export function DriverVehicleCard({ vehicle, now }: { vehicle: MyDriverVehicle | null; now: number }) {
  const { t, i18n } = useTranslation();
  // the map's code (MapLibre with it) comes after the page's first paint: the vehicle's figures come first
  const painted = useAfterFirstPaint();
  if (!vehicle) {
    return (
      <Card padding="lg" data-testid="driver-vehicle-none">
        <Stack align="center" gap="xs" ta="center" py="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconTruck size={24} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{t("driverHome.vehicle.none")}</Text>
          <Text c="dimmed" fz="sm" maw={420}>
            {t("driverHome.vehicle.noneHint")}
          </Text>
        </Stack>
      </Card>
    );
  }
  const motion = vehicleMotion(vehicle, now);
  const hasPosition = vehicle.latitude != null && vehicle.longitude != null;
  return (
    <Card padding="lg" data-testid="driver-vehicle">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fz="xs" tt="uppercase" fw={600} c="dimmed">
              {t("driverHome.vehicle.title")}
            </Text>
            <Title order={2} fz={26} data-testid="driver-vehicle-plate">
              {vehicle.licensePlate}
            </Title>
            {vehicle.vehicleTypeName || vehicle.hullNo ? (
              <Text fz="sm">{[vehicle.vehicleTypeName, vehicle.hullNo].filter(Boolean).join(" · ")}</Text>
            ) : null}
            <Text fz="xs" c="dimmed" data-testid="driver-vehicle-link">
              {t(
                vehicle.link === "identified"
                  ? "driverHome.vehicle.linkIdentified"
                  : "driverHome.vehicle.linkAssigned",
              )}
            </Text>
          </Stack>
          <span data-testid="driver-vehicle-status" style={{ flexShrink: 0 }}>
            <MotionStatusBadge motion={motion} />
          </span>
        </Group>
        {hasPosition ? (
          <div
            style={{ height: 200, borderRadius: 12, overflow: "hidden" }}
            role="img"
            aria-label={t("driverHome.vehicle.map")}
          >
            <Suspense fallback={<Skeleton h="100%" radius={0} />}>
              {painted && motion ? (
                <DriverVehicleMap
                  vehicleId={vehicle.vehicleId}
                  licensePlate={vehicle.licensePlate}
                  longitude={vehicle.longitude ?? 0}
                  latitude={vehicle.latitude ?? 0}
                  status={motion.status}
                />
              ) : (
                <Skeleton h="100%" radius={0} />
              )}
            </Suspense>
          </div>
        ) : (
          <Text c="dimmed" fz="sm">
            {t("driverHome.vehicle.noPosition")}
          </Text>
        )}
        <DataList withDivider gap="sm" orientation="horizontal" labelWidth={150}>
          <DataList.Item>
            <DataList.ItemLabel>{t("driverHome.vehicle.speed")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="driver-vehicle-speed">
              {vehicle.speed == null ? "—" : formatSpeed(vehicle.speed, i18n.language)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("driverHome.vehicle.lastUpdate")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="driver-vehicle-last-update">
              {formatDateTime(vehicle.lastUpdate, i18n.language, "short")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("driverHome.vehicle.address")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="driver-vehicle-address">
              {vehicle.address ?? (hasPosition ? t("driverHome.vehicle.addressPending") : "—")}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>
    </Card>
  );
}
