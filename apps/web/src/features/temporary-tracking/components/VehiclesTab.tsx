import { Button, Checkbox, Group, List, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TablePager } from "@/shared/ui/TablePager";
import type { LinkedVehicle } from "../api/temporaryLiveViews";
import { ConfirmModal } from "./ConfirmModal";

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** The linked vehicles: search, multi-select, delete with a confirmation listing the plates (spec §2). */
export function VehiclesTab(props: {
  vehicles: LinkedVehicle[];
  onChange: (vehicles: LinkedVehicle[]) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = useMemo(
    () => props.vehicles.filter((vehicle) => normalise(vehicle.licensePlate).includes(normalise(search))),
    [props.vehicles, search],
  );
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const selectedVehicles = props.vehicles.filter((vehicle) => selected.includes(vehicle.id));
  const allSelected = pageRows.length > 0 && pageRows.every((row) => selected.includes(row.id));
  const someSelected = pageRows.some((row) => selected.includes(row.id));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t("temporaryTracking.vehicles.search")}
          aria-label={t("temporaryTracking.vehicles.search")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 280 }}
          data-testid="vehicles-search"
        />
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={selectedVehicles.length === 0}
            onClick={() => setConfirming(true)}
            data-testid="vehicles-delete"
          >
            {t("temporaryTracking.vehicles.delete")}
            {selectedVehicles.length > 0 ? ` (${selectedVehicles.length})` : ""}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd} data-testid="vehicles-add">
            {t("temporaryTracking.vehicles.add")}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="vehicles-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("temporaryTracking.table.selectAll")}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(event) => {
                    const ids = pageRows.map((row) => row.id);
                    setSelected((current) =>
                      event.currentTarget.checked
                        ? [...new Set([...current, ...ids])]
                        : current.filter((id) => !ids.includes(id)),
                    );
                  }}
                />
              </Table.Th>
              <Table.Th>{t("temporaryTracking.vehicles.licensePlate")}</Table.Th>
              <Table.Th>{t("temporaryTracking.vehicles.vehicleType")}</Table.Th>
              <Table.Th>{t("temporaryTracking.vehicles.category")}</Table.Th>
              <Table.Th>{t("temporaryTracking.vehicles.manufacturer")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((vehicle) => (
              <Table.Tr key={vehicle.id} data-testid="vehicle-row">
                <Table.Td>
                  <Checkbox
                    aria-label={`${t("temporaryTracking.table.selectRow")} ${vehicle.licensePlate}`}
                    checked={selected.includes(vehicle.id)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setSelected((current) =>
                        on ? [...current, vehicle.id] : current.filter((id) => id !== vehicle.id),
                      );
                    }}
                    data-testid="vehicle-select"
                  />
                </Table.Td>
                <Table.Td fw={600} data-testid="vehicle-plate">
                  {vehicle.licensePlate}
                </Table.Td>
                <Table.Td>
                  {[vehicle.vehicleType?.model, vehicle.vehicleType?.type].filter(Boolean).join(" ") || "—"}
                </Table.Td>
                <Table.Td>{vehicle.vehicleType?.category ?? "—"}</Table.Td>
                <Table.Td>{vehicle.vehicleType?.manufacturer ?? "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg" data-testid="vehicles-empty">
          {t("temporaryTracking.table.empty")}
        </Text>
      ) : null}
      <TablePager
        testId="vehicles-table"
        total={rows.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <ConfirmModal
        opened={confirming}
        title={t("temporaryTracking.vehicles.deleteTitle")}
        testId="vehicles-delete-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          props.onChange(props.vehicles.filter((vehicle) => !selected.includes(vehicle.id)));
          setSelected([]);
          setConfirming(false);
        }}
      >
        <Text fz="sm">{t("temporaryTracking.vehicles.deleteText", { count: selectedVehicles.length })}</Text>
        <List
          size="sm"
          spacing={2}
          data-testid="vehicles-delete-plates"
          mah={240}
          style={{ overflowY: "auto" }}
        >
          {selectedVehicles.map((vehicle) => (
            <List.Item key={vehicle.id} fw={600}>
              {vehicle.licensePlate}
            </List.Item>
          ))}
        </List>
      </ConfirmModal>
    </Stack>
  );
}
