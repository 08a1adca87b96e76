import { createGeofenceInputSchema, updateGeofenceInputSchema } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash, IconX } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { useUnsavedChangesGuard } from "@/shared/ui/useUnsavedChangesGuard";
import { type GeofenceRow, useDeleteGeofence, useSaveGeofence } from "../../api/geofences";
import type { DrawnShape } from "../../lib/geofenceEditor";
import {
  GEOFENCE_FLAGS,
  type GeofenceFormValues,
  geofenceFieldOf,
  geofenceFormToInput,
  geofenceToForm,
} from "../../lib/geofenceForm";
import { notifyError, notifySuccess } from "../../lib/notify";

/** The create/edit form of one geofence beside the map; the shape comes from the map editor. */
export function GeofenceFormPanel(props: {
  fence: GeofenceRow | null;
  shape: DrawnShape | null;
  readOnly: boolean;
  mayDelete: boolean;
  /** the shape on the map differs from the saved one (or one is drawn for a new geofence) */
  shapeChanged: boolean;
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
  const guard = useUnsavedChangesGuard(!props.readOnly && (formState.isDirty || props.shapeChanged));
  const requestClose = () => guard.confirmClose(props.onClose);
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
      {guard.dialog}
      <form onSubmit={onSubmit} noValidate data-testid="geofence-form">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg">
              {props.fence ? props.fence.fenceName : t("masterData.geofences.addTitle")}
            </Title>
            <ActionIcon
              variant="subtle"
              onClick={requestClose}
              aria-label={t("app.close")}
              data-testid="geofence-form-close"
            >
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
              <Button variant="default" onClick={requestClose} data-testid="geofence-form-cancel">
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
