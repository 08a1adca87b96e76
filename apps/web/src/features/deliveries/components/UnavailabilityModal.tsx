import { UNAVAILABILITY_REASONS, type UnavailabilityReason } from "@armada/domain";
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useCreateUnavailability } from "../api/fleetAvailability";

interface Props {
  opened: boolean;
  onClose: () => void;
  vehicles: { vehicleId: number; licensePlate: string }[];
  drivers: { driverId: number; name: string }[];
  day: string;
}

/** Marks a vehicle off or a driver away for days, with the reason. */
export function UnavailabilityModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("deliveries.availability.markOff")}
      centered
    >
      {props.opened ? <Form {...props} /> : null}
    </Modal>
  );
}

function Form({ onClose, vehicles, drivers, day }: Props) {
  const { t } = useTranslation();
  const create = useCreateUnavailability();
  const [subject, setSubject] = useState<"VEHICLE" | "DRIVER">("VEHICLE");
  const [id, setId] = useState<string | null>(null);
  const [reason, setReason] = useState<UnavailabilityReason>("REPAIR");
  const [fromDay, setFromDay] = useState(day);
  const [toDay, setToDay] = useState(day);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    if (!id || !fromDay || !toDay) return setError(t("deliveries.form.required"));
    if (toDay < fromDay) return setError(t("deliveries.availability.backwards"));
    create.mutate(
      {
        vehicleId: subject === "VEHICLE" ? Number(id) : null,
        driverId: subject === "DRIVER" ? Number(id) : null,
        reason,
        fromDay,
        toDay,
        note: note.trim() || null,
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.availability.saved"));
          onClose();
        },
        onError: errorNotifier("deliveries.availability.saveFailed"),
      },
    );
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={subject}
        onChange={(value) => {
          setSubject(value as "VEHICLE" | "DRIVER");
          setId(null);
          setReason(value === "VEHICLE" ? "REPAIR" : "LEAVE");
        }}
        data={[
          { value: "VEHICLE", label: t("deliveries.availability.vehicle") },
          { value: "DRIVER", label: t("deliveries.availability.driver") },
        ]}
        data-testid="off-subject"
      />
      <Select
        label={t(
          subject === "VEHICLE" ? "deliveries.availability.vehicle" : "deliveries.availability.driver",
        )}
        withAsterisk
        searchable
        data={
          subject === "VEHICLE"
            ? vehicles.map((vehicle) => ({ value: String(vehicle.vehicleId), label: vehicle.licensePlate }))
            : drivers.map((driver) => ({ value: String(driver.driverId), label: driver.name }))
        }
        value={id}
        onChange={setId}
        data-testid="off-target"
      />
      <Select
        label={t("deliveries.availability.reasonLabel")}
        withAsterisk
        allowDeselect={false}
        data={UNAVAILABILITY_REASONS.map((value) => ({
          value,
          label: t(`deliveries.availability.reason.${value}`),
        }))}
        value={reason}
        onChange={(value) => value && setReason(value as UnavailabilityReason)}
        data-testid="off-reason"
      />
      <Group grow>
        <TextInput
          type="date"
          label={t("deliveries.availability.from")}
          withAsterisk
          value={fromDay}
          onChange={(event) => setFromDay(event.currentTarget.value)}
          data-testid="off-from"
        />
        <TextInput
          type="date"
          label={t("deliveries.availability.to")}
          withAsterisk
          value={toDay}
          onChange={(event) => setToDay(event.currentTarget.value)}
          data-testid="off-to"
        />
      </Group>
      <TextInput
        label={t("deliveries.tasks.note")}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-testid="off-note"
      />
      {error ? (
        <Alert color="red" data-testid="off-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("deliveries.cancel")}
        </Button>
        <Button onClick={submit} loading={create.isPending} data-testid="off-save">
          {t("deliveries.save")}
        </Button>
      </Group>
    </Stack>
  );
}
