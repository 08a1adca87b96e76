import { updateDriverCardInputSchema } from "@armada/domain";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type DriverRow, useUpdateDriverCard } from "../../api/drivers";
import { notifyError, notifySuccess } from "../../lib/notify";

interface CardFormValues {
  driverCardId: string;
}

/** Enters, changes or removes (empty) a driver's RFID / iButton card number. */
export function DriverCardModal(props: { driver: DriverRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.driver !== null}
      title={t("masterData.drivers.cardTitle")}
      formKey={props.driver?.userId ?? 0}
      onClose={props.onClose}
    >
      {(form) => (props.driver ? <CardForm driver={props.driver} {...form} /> : null)}
    </FormModal>
  );
}

function CardForm(props: EditFormProps & { driver: DriverRow }) {
  const { t } = useTranslation();
  const save = useUpdateDriverCard();
  const { userId } = props.driver;
  const resolver = useMemo(
    () =>
      domainResolver<CardFormValues>(
        updateDriverCardInputSchema,
        (values) => ({ userId, driverCardId: values.driverCardId }),
        currentLanguage,
      ),
    [userId],
  );
  const { register, handleSubmit, formState, setError } = useForm<CardFormValues>({
    defaultValues: { driverCardId: props.driver.driverCardId ?? "" },
    resolver,
  });
  const { isDirty } = formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { userId, driverCardId: values.driverCardId },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || t("masterData.saved"));
          props.onDone();
        },
        onError: (error) => {
          if (error instanceof EnvelopeError && error.errorName === "DriverCardAlreadyExists") {
            setError("driverCardId", { type: "server", message: error.message });
          }
          notifyError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="driver-card-form">
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {props.driver.fullname}
        </Text>
        <TextInput
          label={t("masterData.drivers.card")}
          description={t("masterData.drivers.cardHint")}
          placeholder="00A1B2C3"
          autoComplete="off"
          data-autofocus
          error={formState.errors.driverCardId?.message}
          data-testid="driver-card-input"
          {...register("driverCardId")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("masterData.actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="driver-card-save">
            {t("masterData.actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
