import {
  can,
  REPORT_ACCESS_KEYS,
  REPORT_KINDS,
  SCHEDULE_FREQUENCIES,
  SCHEDULED_REPORT_FORMATS,
} from "@armada/domain";
import {
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReportScopeSelect } from "@/features/reports";
import { flatResolver } from "@/shared/forms/flatResolver";
import { useSession } from "@/shared/session/SessionContext";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import {
  type ScheduledReportRow,
  useSaveScheduledReport,
  useScheduledReportPeople,
} from "../api/scheduledReports";
import {
  emptyScheduleForm,
  formToScheduleInput,
  type ScheduleFormValues,
  scheduleFormIssues,
  scheduleToForm,
} from "../lib/scheduleForm";
import { hourText } from "../lib/scheduleText";

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
const MONTH_DAYS = Array.from({ length: 31 }, (_, day) => String(day + 1));
const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"];

/** Make or change a scheduled report in a drawer (the whole screen on a phone). */
export function ScheduledReportDrawer(props: {
  opened: boolean;
  /** null: a new schedule */
  schedule: ScheduledReportRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      title={props.schedule ? t("scheduledReports.editTitle") : t("scheduledReports.addTitle")}
      formKey={props.schedule?.id ?? "new"}
      testId="schedule-drawer"
    >
      {(form) => <ScheduledReportForm schedule={props.schedule} {...form} />}
    </FormDrawer>
  );
}

function ScheduledReportForm(props: EditFormProps & { schedule: ScheduledReportRow | null }) {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const kinds = REPORT_KINDS.filter((kind) => can(accessKeys, REPORT_ACCESS_KEYS[kind]));
  const people = useScheduledReportPeople();
  const save = useSaveScheduledReport();
  const form = useForm<ScheduleFormValues>({
    defaultValues: props.schedule ? scheduleToForm(props.schedule) : emptyScheduleForm(kinds[0] ?? "trips"),
    resolver: flatResolver((values) =>
      Object.fromEntries(
        Object.entries(scheduleFormIssues(values)).map(([field, key]) => [
          field,
          t(`scheduledReports.form.${key}`),
        ]),
      ),
    ),
  });
  const { errors, isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const frequency = useWatch({ control: form.control, name: "frequency" });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: props.schedule?.id ?? null, input: formToScheduleInput(values) },
      {
        onSuccess: () => {
          notifySuccess(t("scheduledReports.saved"));
          props.onDone();
        },
        onError: errorNotifier("scheduledReports.saveFailed"),
      },
    ),
  );
  const select = (
    name: "reportKind" | "weekday" | "monthDay" | "hour" | "language",
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
          data-testid={`schedule-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="schedule-form">
      <Stack gap="md">
        <TextInput
          label={t("scheduledReports.form.name")}
          placeholder={t("scheduledReports.form.namePlaceholder")}
          withAsterisk
          error={errors.name?.message}
          data-testid="schedule-name"
          {...form.register("name")}
        />
        {select(
          "reportKind",
          t("scheduledReports.form.report"),
          kinds.map((kind) => ({ value: kind, label: t(`reports.kinds.${kind}`) })),
        )}
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <ReportScopeSelect
              label={t("scheduledReports.form.scope")}
              value={field.value}
              onChange={field.onChange}
              testId="schedule-scope"
            />
          )}
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Input.Wrapper label={t("scheduledReports.form.frequency")}>
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={SCHEDULE_FREQUENCIES.map((value) => ({
                  value,
                  label: t(`scheduledReports.frequencies.${value}`),
                }))}
                data-testid="schedule-frequency"
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {frequency === "WEEKLY"
            ? select(
                "weekday",
                t("scheduledReports.form.weekday"),
                WEEKDAYS.map((day) => ({ value: day, label: t(`scheduledReports.weekdays.${day}`) })),
              )
            : null}
          {frequency === "MONTHLY"
            ? select(
                "monthDay",
                t("scheduledReports.form.monthDay"),
                MONTH_DAYS.map((day) => ({ value: day, label: day })),
              )
            : null}
          {select(
            "hour",
            t("scheduledReports.form.hour"),
            HOURS.map((hour) => ({ value: hour, label: hourText(Number(hour), i18n.language) })),
          )}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="formats"
          render={({ field }) => (
            <Checkbox.Group
              label={t("scheduledReports.form.formats")}
              value={field.value}
              onChange={field.onChange}
              error={errors.formats?.message}
            >
              <Group mt={6} data-testid="schedule-formats">
                {SCHEDULED_REPORT_FORMATS.map((format) => (
                  <Checkbox key={format} value={format} label={format.toUpperCase()} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        {select("language", t("scheduledReports.form.language"), [
          { value: "id", label: "Bahasa Indonesia" },
          { value: "en", label: "English" },
        ])}
        <Controller
          control={form.control}
          name="userIds"
          render={({ field }) => (
            <MultiSelect
              label={t("scheduledReports.form.people")}
              description={t("scheduledReports.form.peopleHint")}
              searchable
              data={(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.userIds?.message}
              nothingFoundMessage={t("scheduledReports.form.nobody")}
              data-testid="schedule-people"
            />
          )}
        />
        <Textarea
          label={t("scheduledReports.form.emails")}
          description={t("scheduledReports.form.emailsHint")}
          autosize
          minRows={2}
          error={errors.emails?.message}
          data-testid="schedule-emails"
          {...form.register("emails")}
        />
        <Textarea
          label={t("scheduledReports.form.phones")}
          description={t("scheduledReports.form.phonesHint")}
          autosize
          minRows={2}
          error={errors.phones?.message}
          data-testid="schedule-phones"
          {...form.register("phones")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("scheduledReports.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="schedule-save">
            {t("scheduledReports.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
