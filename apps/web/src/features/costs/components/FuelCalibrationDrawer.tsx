import { CALIBRATION_MAX_POINTS, type CalibrationPoint } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import { currentLanguage } from "@/shared/i18n/i18n";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useChangeFuelCalibration, useFuelCalibration } from "../api/fuelCalibration";
import { type CalibrationRow, calibrationRow, checkCalibrationRows, rowsOf } from "../lib/calibrationForm";

/**
 * A vehicle tank's calibration table (sensor reading → litres), opened from the vehicle list: edit the rows, save
 * (checked with the server's rule first), or remove the table after a confirmation (the tank is linear again).
 */
export function FuelCalibrationDrawer(props: {
  vehicle: { id: number; licensePlate: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.vehicle !== null}
      title={t("costs.calibration.title", { plate: props.vehicle?.licensePlate ?? "" })}
      formKey={props.vehicle?.id ?? 0}
      onClose={props.onClose}
      size="md"
      testId="fuel-calibration-drawer"
    >
      {(form) => (props.vehicle ? <CalibrationLoader vehicleId={props.vehicle.id} {...form} /> : null)}
    </FormDrawer>
  );
}

function CalibrationLoader(props: EditFormProps & { vehicleId: number }) {
  const { t, i18n } = useTranslation();
  const query = useFuelCalibration(props.vehicleId);
  if (query.isPending) return <Skeleton h={240} data-testid="fuel-calibration-loading" />;
  if (query.isError || !query.data)
    return (
      <LoadFailed
        message={
          <Text c="red" fz="sm">
            {t("costs.failed")}
          </Text>
        }
        retryLabel={t("costs.retry")}
        onRetry={() => void query.refetch()}
      />
    );
  const { capacityLitres, points, updatedOn } = query.data;
  if (!capacityLitres)
    return (
      <Stack gap="md">
        <Alert color="yellow" data-testid="fuel-calibration-no-capacity">
          {t("costs.calibration.noCapacity")}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("costs.cancel")}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t("costs.calibration.hint")}
      </Text>
      <Text fz="sm" data-testid="fuel-calibration-state">
        {points.length > 0
          ? t("costs.calibration.stored", {
              count: points.length,
              when: formatDateTime(updatedOn, i18n.language, "short"),
            })
          : t("costs.calibration.linear", { capacity: formatNumber(capacityLitres, i18n.language) })}
      </Text>
      <CalibrationForm {...props} capacityLitres={capacityLitres} stored={points} />
    </Stack>
  );
}

function CalibrationForm(
  props: EditFormProps & { vehicleId: number; capacityLitres: number; stored: readonly CalibrationPoint[] },
) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => rowsOf(props.stored, props.capacityLitres),
    [props.stored, props.capacityLitres],
  );
  const [rows, setRows] = useState<CalibrationRow[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeFuelCalibration(props.vehicleId);
  const values = (list: readonly CalibrationRow[]) =>
    JSON.stringify(list.map(({ sensor, litres }) => [sensor, litres]));
  const dirty = values(rows) !== values(initial);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const edit = (key: number, field: "sensor" | "litres", value: number | string) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, [field]: typeof value === "number" ? value : "" } : row,
      ),
    );

  const save = () => {
    const checked = checkCalibrationRows(rows, props.capacityLitres, currentLanguage());
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    change.mutate(checked.points, {
      onSuccess: () => {
        notifySuccess(t("costs.calibration.saved"));
        props.onDone();
      },
      onError: errorNotifier("costs.saveFailed"),
    });
  };

  const remove = () =>
    confirmDestructive({
      title: t("costs.calibration.removeTitle"),
      text: t("costs.calibration.removeText"),
      confirmLabel: t("costs.calibration.remove"),
      cancelLabel: t("costs.cancel"),
      testId: "fuel-calibration-remove-confirm",
      onConfirm: () =>
        change.mutate(null, {
          onSuccess: () => {
            notifySuccess(t("costs.calibration.removed"));
            props.onDone();
          },
          onError: errorNotifier("costs.saveFailed"),
        }),
    });

  const numberCell = (row: CalibrationRow, index: number, field: "sensor" | "litres") => (
    <NumberInput
      aria-label={`${t(`costs.calibration.${field}`)} ${index + 1}`}
      value={row[field]}
      onChange={(value) => edit(row.key, field, value)}
      min={0}
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      hideControls
      size="xs"
      error={errors[`${index}.${field}`]}
      data-testid={`fuel-calibration-${field}-${index}`}
    />
  );

  return (
    <Stack gap="sm">
      <Table fz="sm" verticalSpacing={4} data-testid="fuel-calibration-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>{t("costs.calibration.sensor")}</Table.Th>
            <Table.Th>{t("costs.calibration.litres")}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td>{numberCell(row, index, "sensor")}</Table.Td>
              <Table.Td>{numberCell(row, index, "litres")}</Table.Td>
              <Table.Td>
                <Tooltip label={t("costs.calibration.removeRow")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("costs.calibration.removeRow")}
                    disabled={rows.length <= 2}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                    data-testid={`fuel-calibration-remove-row-${index}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.root ? (
        <Text c="red" fz="sm">
          {errors.root}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= CALIBRATION_MAX_POINTS}
          onClick={() => setRows((current) => [...current, calibrationRow()])}
          data-testid="fuel-calibration-add-row"
        >
          {t("costs.calibration.addRow")}
        </Button>
      </Group>
      <Group justify="space-between" mt="md">
        {props.stored.length > 0 ? (
          <Button
            variant="subtle"
            color="red"
            onClick={remove}
            loading={change.isPending && change.variables === null}
            data-testid="fuel-calibration-remove"
          >
            {t("costs.calibration.remove")}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t("costs.cancel")}
          </Button>
          <Button
            onClick={save}
            loading={change.isPending && change.variables !== null}
            data-testid="fuel-calibration-save"
          >
            {t("costs.save")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
