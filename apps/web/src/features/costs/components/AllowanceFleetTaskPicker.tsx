import { Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AllowanceFleetTask, useAllowanceFleetTasks } from "../api/allowances";

interface Props {
  vehicleId: number | null;
  driverId: number | null;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Picks the fleet task an allowance is for among the chosen vehicle's or driver's, searched on the server. */
export function AllowanceFleetTaskPicker({ vehicleId, driverId, value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<AllowanceFleetTask | null>(null);
  const label = (task: AllowanceFleetTask) =>
    `${task.code} · ${dayjs(task.departureTime).format("DD/MM/YYYY")} · ${t("costs.allowances.stops", { count: task.stopCount })}`;
  const picked = vehicleId !== null || driverId !== null;
  // the chosen task's label fills the search box: that is no search
  const query = chosen && value && debounced === label(chosen) ? "" : debounced.trim();
  const tasks = useAllowanceFleetTasks({ vehicleId, driverId, search: query });
  const byId = new Map((tasks.data ?? []).map((task) => [String(task.fleetTaskId), task]));
  if (chosen && value === String(chosen.fleetTaskId)) byId.set(value, chosen);
  return (
    <Select
      label={t("costs.allowances.fleetTask")}
      placeholder={picked ? t("costs.allowances.fleetTaskSearch") : t("costs.allowances.fleetTaskPickFirst")}
      description={t("costs.allowances.fleetTaskHint")}
      disabled={!picked}
      data={[...byId.values()].map((task) => ({ value: String(task.fleetTaskId), label: label(task) }))}
      value={value}
      onChange={(next) => {
        setChosen(next ? (byId.get(next) ?? null) : null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        tasks.isError
          ? t("costs.failed")
          : tasks.isFetching
            ? t("costs.allowances.fleetTaskLoading")
            : t("costs.allowances.fleetTaskNone")
      }
      renderOption={({ option }) => {
        const task = byId.get(option.value);
        return task ? (
          <div>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {task.code}
              </Text>
              <Text size="xs" c="dimmed">
                {dayjs(task.departureTime).format("DD/MM/YYYY HH:mm")}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {[task.licensePlate, task.driverName, t("costs.allowances.stops", { count: task.stopCount })]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </div>
        ) : (
          option.label
        );
      }}
      data-testid="allowance-fleet-task"
    />
  );
}
