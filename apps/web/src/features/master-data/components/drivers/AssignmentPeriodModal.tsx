import { updateDriverAssignmentInputSchema } from "@armada/domain";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import dayjs from "dayjs";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { type DriverAssignmentRow, useUpdateDriverAssignment } from "../../api/drivers";
import { notifyError, notifySuccess } from "../../lib/notify";

interface PeriodFormValues {
  startedAt: string | null;
  endedAt: string | null;
}

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";
const toPicker = (iso: string | null | undefined) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const toIso = (value: string | null) => (value ? dayjs(value).toISOString() : undefined);

/** Corrects the start (and, for a past period, the end) of one assignment period. */
export function AssignmentPeriodModal(props: { period: DriverAssignmentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.period !== null}
      onClose={props.onClose}
      title={t("masterData.assignments.editTimes")}
      centered
    >
      {props.period ? (
        <PeriodForm key={props.period.id} period={props.period} onDone={props.onClose} />
      ) : null}
    </Modal>
  );
}

function PeriodForm({ period, onDone }: { period: DriverAssignmentRow; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useUpdateDriverAssignment();
  const open = period.endedAt === null;
  const toInput = useMemo(
    () => (values: PeriodFormValues) => ({
      id: period.id,
      startedAt: toIso(values.startedAt),
      endedAt: open ? null : toIso(values.endedAt),
    }),
    [period.id, open],
  );
  const { control, handleSubmit, formState } = useForm<PeriodFormValues>({
    defaultValues: { startedAt: toPicker(period.startedAt), endedAt: toPicker(period.endedAt) },
    resolver: domainResolver<PeriodFormValues>(updateDriverAssignmentInputSchema, toInput, currentLanguage),
  });
  const onSubmit = handleSubmit((values) => {
    // the resolver has checked the values against the server's schema: a start is there
    const { startedAt, ...input } = toInput(values);
    if (!startedAt) return;
    save.mutate(
      { ...input, startedAt },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || t("masterData.saved"));
          onDone();
        },
        onError: notifyError,
      },
    );
  });
  const picker = (name: keyof PeriodFormValues, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          label={label}
          withAsterisk
          value={field.value}
          onChange={field.onChange}
          valueFormat="DD MMM YYYY HH:mm"
          maxDate={new Date()}
          error={formState.errors[name]?.message}
          data-testid={`assignment-${name}`}
        />
      )}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={onSubmit} noValidate data-testid="assignment-form">
        <Stack gap="sm">
          <Text fz="sm">
            {period.driver.fullname} · {period.licensePlate}
          </Text>
          {picker("startedAt", t("masterData.assignments.startedAt"))}
          {open ? (
            <Text fz="sm" c="dimmed" data-testid="assignment-open-hint">
              {t("masterData.assignments.openHint")}
            </Text>
          ) : (
            picker("endedAt", t("masterData.assignments.endedAt"))
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t("masterData.actions.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="assignment-save">
              {t("masterData.actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
