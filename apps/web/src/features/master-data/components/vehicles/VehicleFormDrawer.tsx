import {
  createVehicleInputSchema,
  DASHCAM_VENDOR_TYPES,
  DEVICE_VENDOR_TYPES,
  GT06_MODELS,
  MIN_VEHICLE_YEAR,
  maxVehicleYear,
  updateVehicleInputSchema,
  VEHICLE_STATUSES,
  vendorDisplayName,
} from "@armada/domain";
import {
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { VehicleSkillsSelect } from "@/shared/ui/VehicleSkills";
import { useVehicleLookups } from "../../api/lookups";
import { useSaveVehicle, type VehicleRow } from "../../api/vehicles";
import { notifyError, notifySuccess } from "../../lib/notify";
import {
  EMPTY_VEHICLE_FORM,
  type VehicleFormValues,
  vehicleFormToInput,
  vehicleToForm,
} from "../../lib/vehicleForm";

/** Server errors that belong to one field of the form. */
const FIELD_OF_ERROR: Record<string, keyof VehicleFormValues> = {
  LicensePlateAlreadyExists: "licensePlate",
  ImeiAlreadyExists: "imei",
  PhoneNumberInvalid: "phoneNo",
};

export interface VehicleFormDrawerProps {
  opened: boolean;
  /** null: a new vehicle. */
  vehicle: VehicleRow | null;
  onClose: () => void;
}

export function VehicleFormDrawer({ opened, vehicle, onClose }: VehicleFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={vehicle ? t("masterData.vehicles.editTitle") : t("masterData.vehicles.addTitle")}
      formKey={vehicle?.id ?? "new"}
      testId="vehicle-form-drawer"
    >
      {(form) => <VehicleForm vehicle={vehicle} {...form} />}
    </FormDrawer>
  );
}

function VehicleForm({
  vehicle,
  onDone,
  onCancel,
  onDirtyChange,
}: EditFormProps & { vehicle: VehicleRow | null }) {
  const { t } = useTranslation();
  const lookups = useVehicleLookups(true);
  const save = useSaveVehicle();
  const resolver = useMemo(
    () =>
      domainResolver<VehicleFormValues>(
        vehicle ? updateVehicleInputSchema : createVehicleInputSchema,
        (values) => vehicleFormToInput(values, vehicle ?? undefined),
        currentLanguage,
      ),
    [vehicle],
  );
  const form = useForm<VehicleFormValues>({
    defaultValues: vehicle ? vehicleToForm(vehicle) : EMPTY_VEHICLE_FORM,
    resolver,
  });
  const { control, register, formState, handleSubmit, setError, watch } = form;
  const errors = formState.errors;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const hasImei = watch("imei").trim() !== "";
  const isGt06 = hasImei && watch("vendorType") === "gt06";
  const hasCamera = watch("cameraImei").trim() !== "";

  const onSubmit = handleSubmit((values) => {
    save.mutate(vehicleFormToInput(values, vehicle ?? undefined), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        onDone();
      },
      onError: (error) => {
        const errorName = error instanceof EnvelopeError ? error.errorName : undefined;
        // the taken IMEI is the dashcam's when only the dashcam changed
        const cameraTaken =
          errorName === "ImeiAlreadyExists" &&
          formState.dirtyFields.cameraImei &&
          !formState.dirtyFields.imei;
        const field = cameraTaken ? "cameraImei" : errorName ? FIELD_OF_ERROR[errorName] : undefined;
        if (field) setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        notifyError(error);
      },
    });
  });

  const statusOptions = VEHICLE_STATUSES.map((status) => ({
    value: status,
    label: t(`masterData.vehicleStatus.${status}`),
  }));
  const driverOptions = lookups.data?.drivers ?? [];

  return (
    <form onSubmit={onSubmit} noValidate data-testid="vehicle-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("masterData.vehicles.plate")}
            placeholder="B 1234 CD"
            withAsterisk
            error={errors.licensePlate?.message}
            {...register("licensePlate")}
            data-testid="vehicle-form-licensePlate"
          />
          <TextInput
            label={t("masterData.vehicles.hullNo")}
            error={errors.hullNo?.message}
            {...register("hullNo")}
            data-testid="vehicle-form-hullNo"
          />
          <Controller
            control={control}
            name="vehicleTypeId"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.type")}
                data={lookups.data?.vehicleTypes ?? []}
                searchable
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.vehicleTypeId?.message}
                nothingFoundMessage={t("masterData.table.empty")}
                data-testid="vehicle-form-vehicleTypeId"
              />
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.status")}
                data={statusOptions}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? "active")}
                error={errors.status?.message}
                data-testid="vehicle-form-status"
              />
            )}
          />
          <Controller
            control={control}
            name="driver1Id"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.driver1")}
                data={driverOptions}
                searchable
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.driver1Id?.message}
                data-testid="vehicle-form-driver1Id"
              />
            )}
          />
          <Controller
            control={control}
            name="driver2Id"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.driver2")}
                data={driverOptions}
                searchable
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.driver2Id?.message}
                data-testid="vehicle-form-driver2Id"
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="vgroupIds"
          render={({ field }) => (
            <MultiSelect
              label={t("masterData.vehicles.groups")}
              data={lookups.data?.vgroups ?? []}
              searchable
              clearable
              value={field.value}
              onChange={field.onChange}
              error={errors.vgroupIds?.message}
              data-testid="vehicle-form-vgroupIds"
            />
          )}
        />

        <Divider label={t("masterData.vehicles.deviceSection")} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t("masterData.vehicles.imei")}
            error={errors.imei?.message}
            {...register("imei")}
            data-testid="vehicle-form-imei"
          />
          <Controller
            control={control}
            name="vendorType"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.vendorType")}
                data={DEVICE_VENDOR_TYPES.map((vendor) => ({
                  value: vendor,
                  label: vendorDisplayName(vendor),
                }))}
                clearable
                disabled={!hasImei}
                value={field.value}
                onChange={field.onChange}
                error={errors.vendorType?.message}
                data-testid="vehicle-form-vendorType"
              />
            )}
          />
          <TextInput
            label={t("masterData.vehicles.simPhone")}
            placeholder="0812…"
            disabled={!hasImei}
            error={errors.phoneNo?.message}
            {...register("phoneNo")}
            data-testid="vehicle-form-phoneNo"
          />
          {isGt06 && (
            <Controller
              control={control}
              name="deviceModel"
              render={({ field }) => (
                <Select
                  label={t("masterData.vehicles.deviceModel")}
                  description={t("masterData.vehicles.deviceModelHint")}
                  placeholder={t("masterData.vehicles.deviceModels.standard")}
                  data={GT06_MODELS.map((model) => ({
                    value: model,
                    label: t(`masterData.vehicles.deviceModels.${model}`, {
                      defaultValue: model.toUpperCase(),
                    }),
                  }))}
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.deviceModel?.message}
                  data-testid="vehicle-form-deviceModel"
                />
              )}
            />
          )}
          {isGt06 && (
            <Controller
              control={control}
              name="deviceLenientFraming"
              render={({ field }) => (
                <Checkbox
                  mt="lg"
                  label={t("masterData.vehicles.deviceLenientFraming")}
                  description={t("masterData.vehicles.deviceLenientFramingHint")}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  data-testid="vehicle-form-deviceLenientFraming"
                />
              )}
            />
          )}
        </SimpleGrid>
        <Controller
          control={control}
          name="phoneTracking"
          render={({ field }) => (
            <Checkbox
              label={t("masterData.vehicles.phoneTracking")}
              description={t("masterData.vehicles.phoneTrackingHint")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="vehicle-form-phoneTracking"
            />
          )}
        />

        <Divider label={t("masterData.vehicles.cameraSection")} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("masterData.vehicles.cameraImei")}
            description={t("masterData.vehicles.cameraSectionHint")}
            error={errors.cameraImei?.message}
            {...register("cameraImei")}
            data-testid="vehicle-form-cameraImei"
          />
          <Controller
            control={control}
            name="cameraVendorType"
            render={({ field }) => (
              <Select
                label={t("masterData.vehicles.cameraVendorType")}
                data={DASHCAM_VENDOR_TYPES.map((vendor) => ({
                  value: vendor,
                  label: vendorDisplayName(vendor),
                }))}
                clearable
                disabled={!hasCamera}
                value={field.value}
                onChange={field.onChange}
                error={errors.cameraVendorType?.message}
                data-testid="vehicle-form-cameraVendorType"
              />
            )}
          />
        </SimpleGrid>

        <Divider label={t("masterData.vehicles.specSection")} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NumberField
            name="year"
            label={t("masterData.vehicles.year")}
            control={control}
            error={errors.year?.message}
            min={MIN_VEHICLE_YEAR}
            max={maxVehicleYear()}
            integer
          />
          <NumberField
            name="odometer"
            label={t("masterData.vehicles.odometer")}
            suffix=" km"
            control={control}
            error={errors.odometer?.message}
          />
          <NumberField
            name="fuelCapacity"
            label={t("masterData.vehicles.fuelCapacity")}
            suffix=" L"
            control={control}
            error={errors.fuelCapacity?.message}
          />
          <NumberField
            name="tonnage"
            label={t("masterData.vehicles.tonnage")}
            suffix=" t"
            control={control}
            error={errors.tonnage?.message}
          />
          <NumberField
            name="volume"
            label={t("masterData.vehicles.volume")}
            suffix=" m³"
            control={control}
            error={errors.volume?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <VehicleSkillsSelect
              label={t("masterData.vehicles.skills")}
              description={t("masterData.vehicles.skillsHint")}
              value={field.value}
              onChange={field.onChange}
              error={errors.skills?.message}
              data-testid="vehicle-form-skills"
            />
          )}
        />

        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} data-testid="vehicle-form-cancel">
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="vehicle-form-submit">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type NumberName = "year" | "odometer" | "fuelCapacity" | "tonnage" | "volume";

function NumberField(props: {
  name: NumberName;
  label: string;
  control: ReturnType<typeof useForm<VehicleFormValues>>["control"];
  error: string | undefined;
  suffix?: string;
  min?: number;
  max?: number;
  integer?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <NumberInput
          label={props.label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={props.error}
          suffix={props.suffix}
          min={props.integer ? undefined : 0}
          allowNegative={false}
          allowDecimal={!props.integer}
          decimalSeparator=","
          thousandSeparator={props.integer ? undefined : "."}
          hideControls
          data-testid={`vehicle-form-${props.name}`}
        />
      )}
    />
  );
}
