import { can } from "@armada/domain";
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCircle, IconFocus2, IconPlus, IconPolygon } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { type GeofenceRow, useGeofences } from "../../api/geofences";
import type { DrawnShape, DrawTool, GeofenceEditor } from "../../lib/geofenceEditor";
import { GeofenceFormPanel } from "./GeofenceFormPanel";
import { GeofenceMap } from "./GeofenceMap";

type Editing = { kind: "new" } | { kind: "edit"; fence: GeofenceRow } | null;

/** Geofences: a searchable list beside a map editor that draws and reshapes circles and polygons. */
export default function GeofencesPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "d3a-master-geofence:create");
  const mayUpdate = can(accessKeys, "d3a-master-geofence:update");
  const mayDelete = can(accessKeys, "d3a-master-geofence:delete");

  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const [ownership, setOwnership] = useState<string>("all");
  const { page, pageSize, resetting, pager } = usePaging();
  const query = useGeofences({
    search: debounced,
    ownership: ownership === "all" ? null : ownership,
    page,
    show: pageSize,
  });
  const fences = query.data?.rows ?? [];

  const [editor, setEditor] = useState<GeofenceEditor | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [tool, setTool] = useState<DrawTool | null>(null);
  const [shape, setShape] = useState<DrawnShape | null>(null);
  const fitted = useRef(false);
  // the shape as the edit started (the saved fence's, or none for a new one), to tell a reshaped fence
  const startShape = useRef("null");

  const fencesById = useMemo(() => new Map(fences.map((fence) => [fence.geofenceId, fence])), [fences]);
  const editingId = editing?.kind === "edit" ? editing.fence.geofenceId : null;

  useEffect(() => {
    editor?.setFences(fences, editingId);
    if (editor && fences.length > 0 && !fitted.current) {
      fitted.current = true;
      editor.fitTo(fences);
    }
  }, [editor, fences, editingId]);

  const select = useCallback(
    (fence: GeofenceRow) => {
      setEditing({ kind: "edit", fence });
      // On a phone the map sits above the list: bring it back into view.
      document.querySelector("[data-testid='geofence-map']")?.scrollIntoView({ block: "nearest" });
      if (mayUpdate) editor?.editFence(fence);
      startShape.current = JSON.stringify(editor?.currentShape() ?? null);
      editor?.fitTo([fence], 17);
    },
    [editor, mayUpdate],
  );

  const fencesRef = useRef(fencesById);
  fencesRef.current = fencesById;
  const selectRef = useRef(select);
  selectRef.current = select;
  const handlers = useMemo(
    () => ({
      onFenceClick: (id: number) => {
        const fence = fencesRef.current.get(id);
        if (fence) selectRef.current(fence);
      },
      onShapeChange: setShape,
      onToolChange: setTool,
    }),
    [],
  );

  const close = () => {
    editor?.clearShape();
    setEditing(null);
  };
  const startNew = () => {
    editor?.clearShape();
    startShape.current = "null";
    setEditing({ kind: "new" });
  };

  const columns = useMemo<ColumnDef<GeofenceRow, unknown>[]>(
    () => [
      {
        id: "fenceName",
        header: t("masterData.geofences.name"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600} data-testid="geofence-name">
              {row.original.fenceName}
            </Text>
            {row.original.address ? (
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {row.original.address}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "type",
        header: t("masterData.geofences.shape"),
        cell: ({ row }) =>
          row.original.type === "C" ? t("masterData.geofences.circle") : t("masterData.geofences.polygon"),
      },
      {
        id: "ownership",
        header: t("masterData.geofences.ownership"),
        cell: ({ row }) =>
          t(`masterData.geofences.ownershipValues.${row.original.ownership}`, {
            defaultValue: row.original.ownership,
          }),
      },
    ],
    [t],
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 2, lg: 1 }}>
        <Stack gap="sm">
          {editing ? (
            <GeofenceFormPanel
              key={editing.kind === "edit" ? editing.fence.geofenceId : "new"}
              fence={editing.kind === "edit" ? editing.fence : null}
              shape={shape}
              readOnly={editing.kind === "edit" ? !mayUpdate : !mayCreate}
              mayDelete={mayDelete}
              shapeChanged={JSON.stringify(shape) !== startShape.current}
              onClose={close}
            />
          ) : (
            <>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <SearchInput
                  placeholder={t("masterData.geofences.searchPlaceholder")}
                  value={search}
                  onSearch={resetting(setSearch)}
                  style={{ flex: 1, minWidth: 200 }}
                  testId="geofence-search"
                />
                {mayCreate ? (
                  <Button leftSection={<IconPlus size={16} />} onClick={startNew} data-testid="geofence-add">
                    {t("masterData.geofences.add")}
                  </Button>
                ) : null}
              </Group>
              <SegmentedControl
                value={ownership}
                onChange={resetting(setOwnership)}
                data={[
                  { value: "all", label: t("masterData.geofences.ownershipAll") },
                  { value: "Own", label: t("masterData.geofences.ownershipValues.Own") },
                  { value: "Customer", label: t("masterData.geofences.ownershipValues.Customer") },
                ]}
                data-testid="geofence-ownership-filter"
              />
            </>
          )}
          {!editing ? (
            <DataTable
              testId="geofences-table"
              minWidth={360}
              data={fences}
              columns={columns.map((column) => ({ ...column, enableSorting: false }))}
              getRowId={(row) => String(row.geofenceId)}
              total={query.data?.total ?? 0}
              {...pager}
              loading={query.isPending}
              onRowClick={select}
              activeRowId={editingId === null ? null : String(editingId)}
            />
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 1, lg: 2 }}>
        <Paper withBorder radius="md" style={{ overflow: "hidden", position: "relative" }}>
          <Group
            gap="xs"
            p="xs"
            style={{ position: "absolute", top: 0, left: 0, zIndex: 2 }}
            data-testid="geofence-toolbar"
          >
            {editing && !(editing.kind === "edit" && !mayUpdate) ? (
              <>
                <Button
                  size="xs"
                  variant={tool === "circle" ? "filled" : "white"}
                  leftSection={<IconCircle size={14} />}
                  onClick={() => editor?.startDrawing("circle")}
                  disabled={!editor}
                  data-testid="draw-circle"
                >
                  {t("masterData.geofences.drawCircle")}
                </Button>
                <Button
                  size="xs"
                  variant={tool === "polygon" ? "filled" : "white"}
                  leftSection={<IconPolygon size={14} />}
                  onClick={() => editor?.startDrawing("polygon")}
                  disabled={!editor}
                  data-testid="draw-polygon"
                >
                  {t("masterData.geofences.drawPolygon")}
                </Button>
              </>
            ) : null}
            <Tooltip label={t("masterData.geofences.fitAll")}>
              <ActionIcon
                variant="white"
                onClick={() => editor?.fitTo(fences)}
                aria-label={t("masterData.geofences.fitAll")}
                size="md"
              >
                <IconFocus2 size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {tool ? (
            <Text
              fz="xs"
              bg="var(--mantine-color-body)"
              px="xs"
              py={4}
              style={{ position: "absolute", bottom: 8, left: 8, zIndex: 2, borderRadius: 4 }}
              data-testid="draw-hint"
            >
              {t(`masterData.geofences.hint.${tool}`)}
            </Text>
          ) : null}
          <GeofenceMap handlers={handlers} onEditor={setEditor} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
