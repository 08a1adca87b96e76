import { UNAVAILABILITY_REASONS, type UnavailabilityReason } from "@armada/domain";
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import {
  type BoardUnavailability,
  useCreateUnavailability,
  useUpdateUnavailability,
} from "../api/fleetAvailability";
import { usePlanningLookups } from "../api/planningLookups";

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the off range changed (its vehicle or driver stays); none: a new one */
  editing: BoardUnavailability | null;
  day: string;
}

/** Marks a vehicle off or a driver away for days, with the reason; or changes such a range. */
export function UnavailabilityModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.editing ? "deliveries.availability.editOff" : "deliveries.availability.markOff")}
      centered
    >
      {props.opened ? <Form {...props} /> : null}
    </Modal>
  );
}

function Form({ onClose, editing, day }: Props) {
  const { t } = useTranslation();
  const create = useCreateUnavailability();
  const update = useUpdateUnavailability();
  const lookups = usePlanningLookups(false);
  const [subject, setSubject] = useState<"VEHICLE" | "DRIVER">(editing?.driverId ? "DRIVER" : "VEHICLE");
  const [id, setId] = useState<string | null>(editing ? String(editing.vehicleId ?? editing.driverId) : null);
  const [reason, setReason] = useState<UnavailabilityReason>(editing?.reason ?? "REPAIR");
  const [fromDay, setFromDay] = useState(editing?.fromDay ?? day);
  const [toDay, setToDay] = useState(editing?.toDay ?? day);
  const [note, setNote] = useState(editing?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const vehicles = lookups.data?.vehicles ?? [];
  const drivers = lookups.data?.drivers ?? [];

  const submit = () => {
    setError(null);
    if (!id || !fromDay || !toDay) return setError(t("deliveries.form.required"));
    if (toDay < fromDay) return setError(t("deliveries.availability.backwards"));
    const range = { reason, fromDay, toDay, note: note.trim() || null };
    const done = {
      onSuccess: () => {
        notifySuccess(t("deliveries.availability.saved"));
        onClose();
      },
      onError: errorNotifier("deliveries.availability.saveFailed"),
    };
    if (editing) update.mutate({ unavailabilityId: editing.unavailabilityId, ...range }, done);
    else
      create.mutate(
        {
          vehicleId: subject === "VEHICLE" ? Number(id) : null,
          driverId: subject === "DRIVER" ? Number(id) : null,
          ...range,
        },
        done,
      );
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={subject}
        disabled={editing !== null}
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
            ? vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.licensePlate }))
            : drivers.map((driver) => ({ value: String(driver.userId), label: driver.fullname }))
        }
        disabled={editing !== null || lookups.isPending}
        error={lookups.isError ? t("deliveries.failed") : undefined}
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
        <Button onClick={submit} loading={create.isPending || update.isPending} data-testid="off-save">
          {t("deliveries.save")}
        </Button>
      </Group>
    </Stack>
  );
}
