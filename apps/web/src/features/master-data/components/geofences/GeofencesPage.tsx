import { can, createGeofenceInputSchema, updateGeofenceInputSchema } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconCircle, IconFocus2, IconPlus, IconPolygon, IconTrash, IconX } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/shared/i18n/i18n";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { type GeofenceRow, useDeleteGeofence, useGeofences, useSaveGeofence } from "../../api/geofences";
import { domainResolver } from "../../lib/domainResolver";
import type { DrawnShape, DrawTool, GeofenceEditor } from "../../lib/geofenceEditor";
import {
  GEOFENCE_FLAGS,
  type GeofenceFormValues,
  geofenceFieldOf,
  geofenceFormToInput,
  geofenceToForm,
} from "../../lib/geofenceForm";
import { notifyError, notifySuccess } from "../../lib/notify";
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

function GeofenceFormPanel(props: {
  fence: GeofenceRow | null;
  shape: DrawnShape | null;
  readOnly: boolean;
  mayDelete: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGeofence();
  const remove = useDeleteGeofence();
  const shapeRef = useRef(props.shape);
  shapeRef.current = props.shape;
  const editing = props.fence ?? undefined;
  const resolver = useMemo(
    () =>
      domainResolver<GeofenceFormValues>(
        editing ? updateGeofenceInputSchema : createGeofenceInputSchema,
        (values) => geofenceFormToInput(values, shapeRef.current, editing),
        currentLanguage,
        geofenceFieldOf,
      ),
    [editing],
  );
  const { control, register, handleSubmit, formState, clearErrors } = useForm<GeofenceFormValues>({
    defaultValues: geofenceToForm(props.fence),
    resolver,
  });
  const errors = formState.errors as typeof formState.errors & { shape?: { message?: string } };
  useEffect(() => {
    if (props.shape) clearErrors("shape" as never);
  }, [props.shape, clearErrors]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(geofenceFormToInput(values, shapeRef.current, editing), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        props.onClose();
      },
      onError: notifyError,
    }),
  );

  const confirmDelete = () => {
    const fence = props.fence;
    if (!fence) return;
    modals.openConfirmModal({
      title: t("masterData.geofences.deleteTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="delete-geofence-modal">
          {t("masterData.geofences.deleteMessage", { name: fence.fenceName })}
        </Text>
      ),
      labels: { confirm: t("masterData.actions.delete"), cancel: t("masterData.actions.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(fence.geofenceId, {
          onSuccess: (result) => {
            notifySuccess(result.message || t("masterData.deleted"));
            props.onClose();
          },
          onError: notifyError,
        }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate data-testid="geofence-form">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg">
              {props.fence ? props.fence.fenceName : t("masterData.geofences.addTitle")}
            </Title>
            <ActionIcon variant="subtle" onClick={props.onClose} aria-label={t("app.close")}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
          {!props.shape && !props.fence ? (
            <Alert
              color={errors.shape ? "red" : "blue"}
              variant="light"
              p="xs"
              data-testid="geofence-shape-message"
            >
              <Text fz="sm">{t("masterData.geofences.drawFirst")}</Text>
            </Alert>
          ) : null}
          {props.shape ? (
            <Text fz="xs" c="dimmed" data-testid="geofence-shape-summary">
              {props.shape.type === "C"
                ? t("masterData.geofences.circleSummary", { radius: Math.round(props.shape.circData.radius) })
                : t("masterData.geofences.polygonSummary", { count: props.shape.polyData.length })}
            </Text>
          ) : null}
          <TextInput
            label={t("masterData.geofences.name")}
            withAsterisk
            readOnly={props.readOnly}
            error={errors.fenceName?.message}
            {...register("fenceName")}
            data-testid="geofence-form-fenceName"
          />
          <TextInput
            label={t("masterData.geofences.address")}
            readOnly={props.readOnly}
            error={errors.address?.message}
            {...register("address")}
            data-testid="geofence-form-address"
          />
          <TextInput
            label={t("masterData.geofences.category")}
            readOnly={props.readOnly}
            error={errors.category?.message}
            {...register("category")}
          />
          <Controller
            control={control}
            name="ownership"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500}>
                  {t("masterData.geofences.ownership")}
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={props.readOnly}
                  data={[
                    { value: "Own", label: t("masterData.geofences.ownershipValues.Own") },
                    { value: "Customer", label: t("masterData.geofences.ownershipValues.Customer") },
                  ]}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="flags"
            render={({ field }) => (
              <Checkbox.Group
                label={t("masterData.geofences.flags")}
                value={field.value}
                onChange={field.onChange}
                readOnly={props.readOnly}
              >
                <Group gap="md" mt={6}>
                  {GEOFENCE_FLAGS.map((flag) => (
                    <Checkbox key={flag} value={flag} label={t(`masterData.geofences.flag.${flag}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Group justify="space-between" mt="sm">
            {props.fence && props.mayDelete ? (
              <Tooltip label={t("masterData.geofences.inUse")} disabled={!props.fence.hasRelation}>
                <span>
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={confirmDelete}
                    disabled={props.fence.hasRelation}
                    data-testid="geofence-delete"
                  >
                    {t("masterData.actions.delete")}
                  </Button>
                </span>
              </Tooltip>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={props.onClose}>
                {t("masterData.actions.cancel")}
              </Button>
              {!props.readOnly ? (
                <Button type="submit" loading={save.isPending} data-testid="geofence-form-submit">
                  {t("masterData.actions.save")}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
