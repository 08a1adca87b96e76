import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { type ServicePlanRow, useCorrectVehicleMeters } from "../api/maintenance";

/** Sets a vehicle's odometer (and engine hours) by hand, e.g. after its tracker was replaced. */
export function MeterCorrectionModal({
  plan,
  onClose,
}: {
  plan: ServicePlanRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const correct = useCorrectVehicleMeters();
  const [odometer, setOdometer] = useState<number | string>("");
  const [hours, setHours] = useState<number | string>("");
  const separators =
    i18n.language === "en"
      ? { thousandSeparator: ",", decimalSeparator: "." }
      : { thousandSeparator: ".", decimalSeparator: "," };
  const save = () => {
    if (!plan || typeof odometer !== "number") return;
    correct.mutate(
      {
        vehicleId: plan.vehicleId,
        odometerKm: odometer,
        engineHours: typeof hours === "number" ? hours : null,
      },
      {
        onSuccess: () => {
          notifySuccess(t("maintenance.plans.corrected"));
          onClose();
        },
        onError: errorNotifier("maintenance.actionFailed"),
      },
    );
  };
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      centered
      title={plan ? t("maintenance.plans.correctTitle", { plate: plan.licensePlate }) : ""}
      onEnterTransitionEnd={() => {
        setOdometer(plan?.odometerKm ?? "");
        setHours(plan?.engineHours ?? "");
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t("maintenance.plans.correctText")}
        </Text>
        <NumberInput
          label={t("maintenance.plans.odometer")}
          suffix=" km"
          min={0}
          value={odometer}
          onChange={setOdometer}
          {...separators}
          data-testid="correct-odometer"
        />
        <NumberInput
          label={t("maintenance.plans.engineHours")}
          min={0}
          value={hours}
          onChange={setHours}
          {...separators}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("maintenance.cancel")}
          </Button>
          <Button onClick={save} loading={correct.isPending} disabled={typeof odometer !== "number"}>
            {t("maintenance.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
