import {
  createVehicleTypeInputSchema,
  updateVehicleTypeInputSchema,
  VEHICLE_TYPE_CATEGORIES,
} from "@armada/domain";
import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useFuelTypes } from "../../api/lookups";
import { useSaveVehicleType, type VehicleTypeRow } from "../../api/vehicleTypes";
import { notifyError, notifySuccess } from "../../lib/notify";
import {
  type VehicleTypeFormValues,
  vehicleTypeFormToInput,
  vehicleTypeToForm,
} from "../../lib/vehicleTypeForm";

const TRANSMISSIONS = ["manual", "automatic"] as const;

export function VehicleTypeFormModal(props: {
  opened: boolean;
  vehicleType: VehicleTypeRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.opened}
      title={
        props.vehicleType ? t("masterData.vehicleTypes.editTitle") : t("masterData.vehicleTypes.addTitle")
      }
      formKey={props.vehicleType?.vehicleTypeId ?? "new"}
      onClose={props.onClose}
      size="lg"
    >
      {(form) => <VehicleTypeForm vehicleType={props.vehicleType} {...form} />}
    </FormModal>
  );
}

function VehicleTypeForm({
  vehicleType,
  onDone,
  onCancel,
  onDirtyChange,
}: EditFormProps & { vehicleType: VehicleTypeRow | null }) {
  const { t } = useTranslation();
  const fuelTypes = useFuelTypes(true);
  const save = useSaveVehicleType();
  const resolver = useMemo(
    () =>
      domainResolver<VehicleTypeFormValues>(
        vehicleType ? updateVehicleTypeInputSchema : createVehicleTypeInputSchema,
        (values) => vehicleTypeFormToInput(values, vehicleType ?? undefined),
        currentLanguage,
      ),
    [vehicleType],
  );
  const { control, register, handleSubmit, formState, setError } = useForm<VehicleTypeFormValues>({
    defaultValues: vehicleTypeToForm(vehicleType),
    resolver,
  });
  const errors = formState.errors;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = handleSubmit((values) =>
    save.mutate(vehicleTypeFormToInput(values, vehicleType ?? undefined), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        onDone();
      },
      onError: (error) => {
        if (error instanceof EnvelopeError && error.errorName === "VehicleTypeAlreadyExists") {
          setError("type", { type: "server", message: error.message });
        }
        notifyError(error);
      },
    }),
  );
  const amount = (name: "tonnage" | "volume" | "fuelEfficiency", label: string, suffix: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          suffix={suffix}
          decimalSeparator=","
          allowNegative={false}
          hideControls
          error={errors[name]?.message}
          data-testid={`vehicle-type-form-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="vehicle-type-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t("masterData.vehicleTypes.manufacturer")}
            withAsterisk
            placeholder="Hino"
            error={errors.manufacturer?.message}
            {...register("manufacturer")}
            data-testid="vehicle-type-form-manufacturer"
          />
          <TextInput
            label={t("masterData.vehicleTypes.model")}
            withAsterisk
            placeholder="Dutro"
            error={errors.model?.message}
            {...register("model")}
            data-testid="vehicle-type-form-model"
          />
          <TextInput
            label={t("masterData.vehicleTypes.type")}
            withAsterisk
            placeholder="130 MDL"
            error={errors.type?.message}
            {...register("type")}
            data-testid="vehicle-type-form-type"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Autocomplete
                label={t("masterData.vehicleTypes.category")}
                withAsterisk
                data={[...VEHICLE_TYPE_CATEGORIES]}
                value={field.value}
                onChange={field.onChange}
                error={errors.category?.message}
                data-testid="vehicle-type-form-category"
              />
            )}
          />
          <Controller
            control={control}
            name="transmissionType"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicleTypes.transmission")}
                data={TRANSMISSIONS.map((value) => ({ value, label: t(`masterData.transmission.${value}`) }))}
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.transmissionType?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="fuelTypeId"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicleTypes.fuelType")}
                data={fuelTypes.data ?? []}
                clearable
                searchable
                value={field.value}
                onChange={field.onChange}
                error={errors.fuelTypeId?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {amount("tonnage", t("masterData.vehicleTypes.tonnage"), " t")}
          {amount("volume", t("masterData.vehicleTypes.volume"), " m³")}
          {amount("fuelEfficiency", t("masterData.vehicleTypes.fuelEfficiency"), " km/L")}
        </SimpleGrid>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label={t("masterData.vehicleTypes.active")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="vehicle-type-form-isActive"
            />
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} data-testid="vehicle-type-form-cancel">
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="vehicle-type-form-submit">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
