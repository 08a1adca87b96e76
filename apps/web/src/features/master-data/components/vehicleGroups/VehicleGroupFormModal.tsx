import { createVgroupInputSchema, updateVgroupInputSchema } from "@armada/domain";
import { Button, Group, MultiSelect, Stack, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useVehicleOptions } from "../../api/vehicleOptions";
import { useSaveVgroup, type VgroupRow } from "../../api/vgroups";
import { notifyError, notifySuccess } from "../../lib/notify";

interface VgroupFormValues {
  name: string;
  vehicleIds: string[];
}

const toInput = (values: VgroupFormValues, editing: VgroupRow | null) => ({
  ...(editing ? { id: editing.id } : {}),
  name: values.name,
  vehicleIds: values.vehicleIds.map(Number),
});

/** Creates a vehicle group or renames one, and sets which vehicles it holds. */
export function VehicleGroupFormModal(props: {
  opened: boolean;
  group: VgroupRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.opened}
      title={props.group ? t("masterData.vehicleGroups.editTitle") : t("masterData.vehicleGroups.addTitle")}
      formKey={props.group?.id ?? "new"}
      onClose={props.onClose}
    >
      {(form) => <VehicleGroupForm group={props.group} {...form} />}
    </FormModal>
  );
}

function VehicleGroupForm(props: EditFormProps & { group: VgroupRow | null }) {
  const { t } = useTranslation();
  const { group } = props;
  const vehicles = useVehicleOptions(true);
  const save = useSaveVgroup();
  const resolver = useMemo(
    () =>
      domainResolver<VgroupFormValues>(
        group ? updateVgroupInputSchema : createVgroupInputSchema,
        (values) => toInput(values, group),
        currentLanguage,
      ),
    [group],
  );
  const { control, register, handleSubmit, formState, setError } = useForm<VgroupFormValues>({
    defaultValues: { name: group?.name ?? "", vehicleIds: (group?.vehicleIds ?? []).map(String) },
    resolver,
  });
  const { errors, isDirty } = formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const options = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.licensePlate,
  }));
  const onSubmit = handleSubmit((values) =>
    save.mutate(toInput(values, group), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        props.onDone();
      },
      onError: (error) => {
        if (error instanceof EnvelopeError && error.errorName === "VgroupAlreadyExists") {
          setError("name", { type: "server", message: error.message });
        }
        notifyError(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="vehicle-group-form">
      <Stack gap="sm">
        <TextInput
          label={t("masterData.vehicleGroups.name")}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          data-testid="vehicle-group-name"
          {...register("name")}
        />
        <Controller
          control={control}
          name="vehicleIds"
          render={({ field }) => (
            <MultiSelect
              label={t("masterData.vehicleGroups.vehicles")}
              placeholder={t("masterData.vehicleGroups.vehiclesPlaceholder")}
              data={options}
              value={field.value}
              onChange={field.onChange}
              searchable
              hidePickedOptions
              disabled={vehicles.isPending}
              nothingFoundMessage={t("masterData.table.empty")}
              comboboxProps={{ withinPortal: true }}
              error={errors.vehicleIds?.message}
              data-testid="vehicle-group-vehicles"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="vehicle-group-save">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
