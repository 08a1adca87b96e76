import {
  createDeviceInputSchema,
  DEVICE_VENDOR_TYPES,
  updateDeviceInputSchema,
  vendorDisplayName,
} from "@armada/domain";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type DeviceRow, useSaveDevice } from "../../api/devices";
import { type DeviceFormValues, deviceFormToInput, deviceToForm } from "../../lib/deviceForm";
import { notifyError, notifySuccess } from "../../lib/notify";

const VENDOR_OPTIONS = DEVICE_VENDOR_TYPES.map((vendor) => ({
  value: vendor,
  label: vendorDisplayName(vendor),
}));

/** Adds a device (IMEI and vendor type, checked by the domain schema) or edits one. */
export function DeviceFormModal(props: { opened: boolean; device: DeviceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.opened}
      title={props.device ? t("masterData.devices.editTitle") : t("masterData.devices.addTitle")}
      formKey={props.device?.id ?? "new"}
      onClose={props.onClose}
    >
      {(form) => <DeviceForm device={props.device} {...form} />}
    </FormModal>
  );
}

function DeviceForm(props: EditFormProps & { device: DeviceRow | null }) {
  const { t } = useTranslation();
  const save = useSaveDevice();
  const { device } = props;
  const resolver = useMemo(
    () =>
      domainResolver<DeviceFormValues>(
        device ? updateDeviceInputSchema : createDeviceInputSchema,
        (values) => deviceFormToInput(values, device ?? undefined),
        currentLanguage,
      ),
    [device],
  );
  const { control, register, handleSubmit, formState, setError } = useForm<DeviceFormValues>({
    defaultValues: deviceToForm(device),
    resolver,
  });
  const { errors, isDirty } = formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = handleSubmit((values) =>
    save.mutate(deviceFormToInput(values, device ?? undefined), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        props.onDone();
      },
      onError: (error) => {
        if (error instanceof EnvelopeError && error.errorName === "ImeiAlreadyExists") {
          setError("imei", { type: "server", message: error.message });
        }
        notifyError(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="device-form">
      <Stack gap="sm">
        <Controller
          control={control}
          name="vendorType"
          render={({ field }) => (
            <Select
              label={t("masterData.devices.vendorType")}
              data={VENDOR_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              withAsterisk
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errors.vendorType?.message}
              data-testid="device-vendor"
            />
          )}
        />
        <TextInput
          label={t("masterData.devices.imei")}
          description={t("masterData.devices.imeiHint")}
          withAsterisk
          autoComplete="off"
          inputMode="text"
          error={errors.imei?.message}
          data-testid="device-imei"
          {...register("imei")}
        />
        <TextInput
          label={t("masterData.devices.simNumber")}
          placeholder="0812…"
          inputMode="tel"
          error={errors.phoneNo?.message}
          data-testid="device-phone"
          {...register("phoneNo")}
        />
        <TextInput
          label={t("masterData.devices.name")}
          error={errors.deviceName?.message}
          data-testid="device-name"
          {...register("deviceName")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="device-save">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
