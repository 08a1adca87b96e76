import { createDriverInputSchema, updateDriverInputSchema } from "@armada/domain";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type DriverRow, useSaveDriver } from "../../api/drivers";
import { type DriverFormValues, driverFormToInput, driverToForm } from "../../lib/driverForm";
import { notifyError, notifySuccess } from "../../lib/notify";

/** Server refusals shown under their field. */
const FIELD_OF_ERROR: Record<string, keyof DriverFormValues> = {
  DriverCardAlreadyExists: "driverCardId",
  EmailTaken: "email",
};

/** Adds a driver (name, phone, card number the vehicle's reader sends) or edits one. */
export function DriverFormModal(props: { opened: boolean; driver: DriverRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.opened}
      title={props.driver ? t("masterData.drivers.editTitle") : t("masterData.drivers.addTitle")}
      formKey={props.driver?.userId ?? "new"}
      onClose={props.onClose}
    >
      {(form) => <DriverForm driver={props.driver} {...form} />}
    </FormModal>
  );
}

function DriverForm(props: EditFormProps & { driver: DriverRow | null }) {
  const { t } = useTranslation();
  const save = useSaveDriver();
  const { driver } = props;
  const resolver = useMemo(
    () =>
      domainResolver<DriverFormValues>(
        driver ? updateDriverInputSchema : createDriverInputSchema,
        (values) => driverFormToInput(values, driver ?? undefined),
        currentLanguage,
      ),
    [driver],
  );
  const { register, handleSubmit, formState, setError } = useForm<DriverFormValues>({
    defaultValues: driverToForm(driver),
    resolver,
  });
  const { errors, isDirty } = formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = handleSubmit((values) =>
    save.mutate(driverFormToInput(values, driver ?? undefined), {
      onSuccess: (result) => {
        notifySuccess(result.message || t("masterData.saved"));
        props.onDone();
      },
      onError: (error) => {
        const field = error instanceof EnvelopeError ? FIELD_OF_ERROR[error.errorName ?? ""] : undefined;
        if (field) setError(field, { type: "server", message: error.message });
        notifyError(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="driver-form">
      <Stack gap="sm">
        <TextInput
          label={t("masterData.drivers.name")}
          withAsterisk
          data-autofocus
          error={errors.fullname?.message}
          data-testid="driver-form-name"
          {...register("fullname")}
        />
        <TextInput
          label={t("masterData.drivers.phone")}
          placeholder="0812…"
          inputMode="tel"
          error={errors.phoneNo?.message}
          data-testid="driver-form-phone"
          {...register("phoneNo")}
        />
        <TextInput
          label={t("masterData.drivers.email")}
          type="email"
          error={errors.email?.message}
          data-testid="driver-form-email"
          {...register("email")}
        />
        <TextInput
          label={t("masterData.drivers.card")}
          description={t("masterData.drivers.cardHint")}
          placeholder="00A1B2C3"
          autoComplete="off"
          error={errors.driverCardId?.message}
          data-testid="driver-form-card"
          {...register("driverCardId")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="driver-form-save">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
