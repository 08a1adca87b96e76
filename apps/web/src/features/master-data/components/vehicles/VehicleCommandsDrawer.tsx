import { Drawer, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { DeviceCommandPanel } from "@/features/device-commands";
import type { VehicleRow } from "../../api/vehicles";

/** The vehicle's "Perintah perangkat" panel in a side drawer of the vehicle list. */
export function VehicleCommandsDrawer({
  vehicle,
  onClose,
}: {
  vehicle: VehicleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Drawer
      opened={vehicle !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "md"}
      title={
        <Title order={2} fz="lg">
          {t("deviceCommands.drawerTitle", { plate: vehicle?.licensePlate ?? "" })}
        </Title>
      }
    >
      {vehicle ? (
        <DeviceCommandPanel
          vehicleId={vehicle.id}
          licensePlate={vehicle.licensePlate}
          vendorType={vehicle.device?.vendorType}
        />
      ) : null}
    </Drawer>
  );
}
