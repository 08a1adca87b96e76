import { can, landMeasurementFileName, landMeasurementGeoJson, landMeasurementKml } from "@armada/domain";
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Menu,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconDots, IconDownload, IconEye, IconEyeOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "@/shared/api/downloadFile";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type LandMeasurementRow,
  useDeleteLandMeasurement,
  useLandMeasurements,
  useRenameLandMeasurement,
} from "../api/landMeasurements";
import { formatHectares, formatPerimeter } from "../lib/formatLand";

const PAGE_SIZE = 10;

function exportAs(row: LandMeasurementRow, format: "kml" | "geojson") {
  const measurement = {
    ...row,
    points: row.points.map((point) => [point.latitude, point.longitude] as const),
  };
  const [text, type] =
    format === "kml"
      ? [landMeasurementKml(measurement), "application/vnd.google-earth.kml+xml"]
      : [landMeasurementGeoJson(measurement), "application/geo+json"];
  saveBlob(new Blob([text], { type }), landMeasurementFileName(row.name, format));
}

/** The company's saved measurements, newest first, ten a page: show on the map, rename, export, delete. */
export function SavedMeasurements({
  shownId,
  onShow,
}: {
  shownId: number | null;
  onShow: (row: LandMeasurementRow | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { accessKeys } = useSession();
  const mayUpdate = can(accessKeys, "i1a-land-measurement:update");
  const mayDelete = can(accessKeys, "i1a-land-measurement:delete");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const { page, setPage, resetting } = usePaging(PAGE_SIZE);
  const query = useLandMeasurements({ search: debounced, page, show: PAGE_SIZE });
  const rename = useRenameLandMeasurement();
  const remove = useDeleteLandMeasurement();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  const askRename = (row: LandMeasurementRow) => {
    let next = row.name;
    modals.openConfirmModal({
      title: t("landMeasurement.renameTitle"),
      centered: true,
      children: (
        <TextInput
          label={t("landMeasurement.name")}
          defaultValue={row.name}
          maxLength={120}
          data-autofocus
          onChange={(event) => {
            next = event.currentTarget.value;
          }}
          data-testid="land-rename-input"
        />
      ),
      labels: { confirm: t("landMeasurement.save"), cancel: t("landMeasurement.cancel") },
      confirmProps: { "data-testid": "land-rename-confirm" },
      onConfirm: () =>
        rename.mutate(
          { id: row.id, name: next },
          { onSuccess: () => notifySuccess(t("landMeasurement.renamed")), onError: notifyError },
        ),
    });
  };

  const askDelete = (row: LandMeasurementRow) =>
    confirmDestructive({
      title: t("landMeasurement.deleteTitle"),
      text: t("landMeasurement.deleteText", { name: row.name }),
      confirmLabel: t("landMeasurement.delete"),
      cancelLabel: t("landMeasurement.cancel"),
      testId: "land-delete-confirm",
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => {
            if (shownId === row.id) onShow(null);
            notifySuccess(t("landMeasurement.deleted"));
          },
          onError: notifyError,
        }),
    });

  return (
    <Paper withBorder radius="md" data-testid="land-saved">
      <Stack gap="xs" p="md" pb="xs">
        <Title order={4}>{t("landMeasurement.savedTitle")}</Title>
        <SearchInput
          placeholder={t("landMeasurement.searchPlaceholder")}
          value={search}
          onSearch={resetting(setSearch)}
          testId="land-search"
        />
      </Stack>
      {query.isError ? (
        <Box p="md">
          <LoadFailed
            message={<Text c="red">{t("landMeasurement.loadFailed")}</Text>}
            retryLabel={t("landMeasurement.retry")}
            onRetry={() => void query.refetch()}
          />
        </Box>
      ) : query.isPending ? (
        <Stack p="md" gap="xs">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm" p="md" data-testid="land-empty">
          {debounced ? t("landMeasurement.noMatch") : t("landMeasurement.empty")}
        </Text>
      ) : (
        <Stack gap={0}>
          {rows.map((row) => (
            <Group
              key={row.id}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="xs"
              bg={shownId === row.id ? "var(--mantine-color-green-0)" : undefined}
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
              data-testid="land-row"
            >
              <Box miw={0}>
                <Text fw={600} fz="sm" truncate="end">
                  {row.name}
                </Text>
                <Text fz="sm" data-testid="land-row-area">
                  {formatHectares(row.areaSquareMeters, language)} ·{" "}
                  {formatPerimeter(row.perimeterMeters, language)}
                </Text>
                <Group gap={6} mt={2}>
                  <Badge size="xs" variant="light" color={row.source === "track" ? "blue" : "gray"}>
                    {row.source === "track"
                      ? (row.licensePlate ?? t("landMeasurement.modes.track"))
                      : t("landMeasurement.modes.tapped")}
                  </Badge>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(row.createdOn, language, "short")}
                  </Text>
                </Group>
              </Box>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={shownId === row.id ? t("landMeasurement.hide") : t("landMeasurement.show")}
                  onClick={() => onShow(shownId === row.id ? null : row)}
                  data-testid="land-show"
                >
                  {shownId === row.id ? <IconEyeOff size={18} /> : <IconEye size={18} />}
                </ActionIcon>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("landMeasurement.actions")}
                      data-testid="land-actions"
                    >
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconDownload size={14} />}
                      onClick={() => exportAs(row, "kml")}
                      data-testid="land-export-kml"
                    >
                      {t("landMeasurement.exportKml")}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconDownload size={14} />}
                      onClick={() => exportAs(row, "geojson")}
                      data-testid="land-export-geojson"
                    >
                      {t("landMeasurement.exportGeoJson")}
                    </Menu.Item>
                    {mayUpdate && (
                      <Menu.Item
                        leftSection={<IconPencil size={14} />}
                        onClick={() => askRename(row)}
                        data-testid="land-rename"
                      >
                        {t("landMeasurement.rename")}
                      </Menu.Item>
                    )}
                    {mayDelete && (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => askDelete(row)}
                        data-testid="land-delete"
                      >
                        {t("landMeasurement.delete")}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center" p="xs">
          <Pagination size="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Paper>
  );
}
