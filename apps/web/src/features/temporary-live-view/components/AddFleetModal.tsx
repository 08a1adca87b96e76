import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FleetVehicle, useFleetVehicles, useFleetVehicleTypes } from "../api/fleet";
import type { LinkedVehicle } from "../api/temporaryLiveViews";

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, "");

export function toLinkedVehicle(vehicle: FleetVehicle): LinkedVehicle {
  return { id: vehicle.id, licensePlate: vehicle.licensePlate, vehicleType: vehicle.vehicleType };
}

/** Add vehicles: filter by manufacturer, vehicle type (grouped by model) and plate; linked ones hidden. */
export function AddFleetModal(props: {
  opened: boolean;
  linkedIds: readonly number[];
  onClose: () => void;
  onAdd: (vehicles: LinkedVehicle[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("temporaryLiveView.vehicles.addTitle")}
      size="xl"
      data-testid="add-fleet-modal"
    >
      {props.opened ? <AddFleetContent {...props} /> : null}
    </Modal>
  );
}

function AddFleetContent(props: {
  linkedIds: readonly number[];
  onClose: () => void;
  onAdd: (vehicles: LinkedVehicle[]) => void;
}) {
  const { t } = useTranslation();
  const vehicles = useFleetVehicles();
  const vehicleTypes = useFleetVehicleTypes();
  const [manufacturer, setManufacturer] = useState<string | null>(null);
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);

  const manufacturers = useMemo(
    () =>
      [...new Set((vehicleTypes.data ?? []).map((type) => type.manufacturer))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [vehicleTypes.data],
  );
  const typeGroups = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const type of vehicleTypes.data ?? []) {
      if (manufacturer && type.manufacturer !== manufacturer) continue;
      const group = `${type.manufacturer} ${type.model}`;
      const items = groups.get(group) ?? [];
      items.push({ value: String(type.vehicleTypeId), label: `${type.model} ${type.type}` });
      groups.set(group, items);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, items]) => ({ group, items }));
  }, [vehicleTypes.data, manufacturer]);

  const available = useMemo(
    () =>
      (vehicles.data ?? []).filter(
        (vehicle) =>
          !props.linkedIds.includes(vehicle.id) &&
          (!manufacturer || vehicle.vehicleType?.manufacturer === manufacturer) &&
          (typeIds.length === 0 || typeIds.includes(String(vehicle.vehicleTypeId))) &&
          normalise(vehicle.licensePlate).includes(normalise(search)),
      ),
    [vehicles.data, props.linkedIds, manufacturer, typeIds, search],
  );
  const allSelected = available.length > 0 && available.every((vehicle) => selected.includes(vehicle.id));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t("temporaryLiveView.vehicles.manufacturerFilter")}
          placeholder={t("temporaryLiveView.vehicles.allManufacturers")}
          data={manufacturers}
          value={manufacturer}
          onChange={(value) => {
            setManufacturer(value);
            setTypeIds([]);
          }}
          clearable
          searchable
          data-testid="add-fleet-manufacturer"
        />
        <MultiSelect
          label={t("temporaryLiveView.vehicles.typeFilter")}
          placeholder={typeIds.length === 0 ? t("temporaryLiveView.vehicles.allTypes") : undefined}
          data={typeGroups}
          value={typeIds}
          onChange={setTypeIds}
          clearable
          searchable
          data-testid="add-fleet-type"
        />
        <TextInput
          label={t("temporaryLiveView.vehicles.licensePlate")}
          leftSection={<IconSearch size={16} />}
          placeholder={t("temporaryLiveView.vehicles.search")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="add-fleet-search"
        />
      </SimpleGrid>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table striped highlightOnHover verticalSpacing={6} stickyHeader data-testid="add-fleet-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("temporaryLiveView.table.selectAll")}
                  checked={allSelected}
                  indeterminate={!allSelected && available.some((vehicle) => selected.includes(vehicle.id))}
                  onChange={(event) =>
                    setSelected(event.currentTarget.checked ? available.map((vehicle) => vehicle.id) : [])
                  }
                  data-testid="add-fleet-select-all"
                />
              </Table.Th>
              <Table.Th>{t("temporaryLiveView.vehicles.licensePlate")}</Table.Th>
              <Table.Th>{t("temporaryLiveView.vehicles.vehicleType")}</Table.Th>
              <Table.Th>{t("temporaryLiveView.vehicles.category")}</Table.Th>
              <Table.Th>{t("temporaryLiveView.vehicles.manufacturer")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vehicles.isPending
              ? Array.from({ length: 4 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index}>
                    <Table.Td colSpan={5}>
                      <Skeleton height={14} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : available.map((vehicle) => (
                  <Table.Tr
                    key={vehicle.id}
                    data-testid="add-fleet-row"
                    style={{ cursor: "pointer" }}
                    onClick={() =>
                      setSelected((current) =>
                        current.includes(vehicle.id)
                          ? current.filter((id) => id !== vehicle.id)
                          : [...current, vehicle.id],
                      )
                    }
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={`${t("temporaryLiveView.table.selectRow")} ${vehicle.licensePlate}`}
                        checked={selected.includes(vehicle.id)}
                        readOnly
                        tabIndex={-1}
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{vehicle.licensePlate}</Table.Td>
                    <Table.Td>
                      {[vehicle.vehicleType?.model, vehicle.vehicleType?.type].filter(Boolean).join(" ") ||
                        "—"}
                    </Table.Td>
                    <Table.Td>{vehicle.vehicleType?.category ?? "—"}</Table.Td>
                    <Table.Td>{vehicle.vehicleType?.manufacturer ?? "—"}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
        {!vehicles.isPending && available.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="lg">
            {t("temporaryLiveView.vehicles.noneAvailable")}
          </Text>
        ) : null}
      </ScrollArea.Autosize>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {t("temporaryLiveView.vehicles.selected", { count: selected.length })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t("temporaryLiveView.confirm.cancel")}
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              props.onAdd(
                (vehicles.data ?? []).filter((vehicle) => selected.includes(vehicle.id)).map(toLinkedVehicle),
              );
              props.onClose();
            }}
            data-testid="add-fleet-submit"
          >
            {t("temporaryLiveView.vehicles.addSelected", { count: selected.length })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
