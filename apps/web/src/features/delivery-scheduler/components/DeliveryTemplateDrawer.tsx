import "@mantine/dates/styles.css";
import { isoWeekday, SCHEDULE_KINDS, zonedDay } from "@armada/domain";
import {
  Badge,
  Button,
  Chip,
  Divider,
  Group,
  Input,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, DatesProvider, TimeInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import "dayjs/locale/id";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  AddressField,
  DeliveryItemsField,
  OrderPrioritySelect,
  usePlanningLookups,
} from "@/features/deliveries";
import { appTimeZone, formatDay } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { VehicleSkillsSelect } from "@/shared/ui/VehicleSkills";
import {
  type DeliveryTemplateRow,
  useSaveDeliveryTemplate,
  useScheduleOccurrences,
} from "../api/deliveryTemplates";
import {
  emptyTemplateForm,
  formSchedule,
  formToTemplateInput,
  parseMonthDays,
  type TemplateFormValues,
  templateToForm,
  windowReversed,
} from "../lib/templateForm";

const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"];

/** Add or edit a delivery template in a drawer (full screen on a phone), with its next dates. */
export function DeliveryTemplateDrawer(props: {
  opened: boolean;
  /** null: a new template */
  template: DeliveryTemplateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={props.template ? t("deliveryScheduler.editTitle") : t("deliveryScheduler.addTitle")}
      formKey={props.template?.deliveryTemplateId ?? "new"}
      testId="template-drawer"
    >
      {(form) => <DeliveryTemplateForm template={props.template} {...form} />}
    </FormDrawer>
  );
}

function DeliveryTemplateForm(props: EditFormProps & { template: DeliveryTemplateRow | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveDeliveryTemplate();
  const lookups = usePlanningLookups(false);
  const form = useForm<TemplateFormValues>({
    defaultValues: props.template
      ? templateToForm(props.template)
      : emptyTemplateForm(zonedDay(new Date(), appTimeZone())),
  });
  const { errors, isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const kind = useWatch({ control: form.control, name: "kind" });

  const submit = form.handleSubmit((values) => {
    const { origin, destination } = values;
    const schedule = formSchedule(values);
    if (!origin || !destination || !schedule) return;
    save.mutate(
      {
        deliveryTemplateId: props.template?.deliveryTemplateId ?? null,
        input: formToTemplateInput({ ...values, origin, destination }, schedule),
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveryScheduler.saved"));
          props.onDone();
        },
        onError: errorNotifier("deliveryScheduler.actionFailed"),
      },
    );
  });

  const address = (name: "origin" | "destination") => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value) => (value ? true : t("deliveryScheduler.form.addressRequired")) }}
      render={({ field, fieldState }) => (
        <AddressField
          label={t(`deliveryScheduler.form.${name}`)}
          hint={t("deliveryScheduler.form.pickAddress")}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          testId={`template-${name}`}
        />
      )}
    />
  );
  const time = (name: "pickupStart" | "pickupEnd" | "deliveryStart" | "deliveryEnd", label: string) => (
    <TimeInput
      label={label}
      error={errors[name]?.message}
      data-testid={`template-${name}`}
      {...form.register(name, {
        validate: (value, values) =>
          (name === "pickupEnd" && windowReversed(values.pickupStart, value)) ||
          (name === "deliveryEnd" && windowReversed(values.deliveryStart, value))
            ? t("deliveryScheduler.form.windowOrder")
            : true,
      })}
    />
  );
  const required = (value: string) => (value.trim() ? true : t("deliveryScheduler.form.required"));

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate data-testid="template-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("deliveryScheduler.form.name")}
              withAsterisk
              error={errors.name?.message}
              data-testid="template-name"
              {...form.register("name", { validate: required })}
            />
            <TextInput
              label={t("deliveryScheduler.form.customerName")}
              withAsterisk
              error={errors.customerName?.message}
              data-testid="template-customer"
              {...form.register("customerName", { validate: required })}
            />
          </SimpleGrid>
          {address("origin")}
          {address("destination")}
          <Divider label={t("deliveryScheduler.form.scheduleKind")} labelPosition="left" />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t("deliveryScheduler.form.scheduleKind")}
                data={SCHEDULE_KINDS.map((value) => ({
                  value,
                  label: t(`deliveryScheduler.kinds.${value}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                data-testid="template-kind"
              />
            )}
          />
          {kind === "WEEKLY" ? (
            <Controller
              control={form.control}
              name="weekdays"
              rules={{
                validate: (value) => (value.length > 0 ? true : t("deliveryScheduler.form.weekdaysRequired")),
              }}
              render={({ field, fieldState }) => (
                <Input.Wrapper label={t("deliveryScheduler.form.weekdays")} error={fieldState.error?.message}>
                  <Chip.Group multiple value={field.value} onChange={field.onChange}>
                    <Group gap="xs" mt={4} data-testid="template-weekdays">
                      {WEEKDAYS.map((day) => (
                        <Chip key={day} value={day} size="sm">
                          {t(`deliveryScheduler.weekdays.${day}`)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Input.Wrapper>
              )}
            />
          ) : null}
          {kind === "MONTHLY" ? (
            <TextInput
              label={t("deliveryScheduler.form.monthDays")}
              description={t("deliveryScheduler.form.monthDaysHint")}
              error={errors.monthDays?.message}
              data-testid="template-month-days"
              {...form.register("monthDays", {
                validate: (value) =>
                  parseMonthDays(value) ? true : t("deliveryScheduler.form.monthDaysInvalid"),
              })}
            />
          ) : null}
          {kind === "RRULE" ? (
            <TextInput
              label={t("deliveryScheduler.form.rrule")}
              description={t("deliveryScheduler.form.rruleHint")}
              error={errors.rrule?.message}
              ff="monospace"
              data-testid="template-rrule"
              {...form.register("rrule", { validate: required })}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="startsOn"
              render={({ field }) => (
                <DatePickerInput
                  label={t("deliveryScheduler.form.startsOn")}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  valueFormat="DD MMM YYYY"
                  data-testid="template-starts-on"
                />
              )}
            />
            <Controller
              control={form.control}
              name="endsOn"
              render={({ field }) => (
                <DatePickerInput
                  label={t("deliveryScheduler.form.endsOn")}
                  value={field.value}
                  onChange={field.onChange}
                  valueFormat="DD MMM YYYY"
                  clearable
                  minDate={form.getValues("startsOn")}
                  data-testid="template-ends-on"
                />
              )}
            />
            <Controller
              control={form.control}
              name="horizonDays"
              render={({ field }) => (
                <NumberInput
                  label={t("deliveryScheduler.form.horizonDays")}
                  description={t("deliveryScheduler.form.horizonHint")}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === "number" ? value : 1)}
                  min={1}
                  max={30}
                  clampBehavior="strict"
                  allowDecimal={false}
                  data-testid="template-horizon"
                />
              )}
            />
            <Controller
              control={form.control}
              name="skipHolidays"
              render={({ field }) => (
                <Switch
                  mt="lg"
                  label={t("deliveryScheduler.form.skipHolidays")}
                  description={t("deliveryScheduler.form.skipHolidaysHint")}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  data-testid="template-skip-holidays"
                />
              )}
            />
          </SimpleGrid>
          <SchedulePreview control={form.control} />
          <Divider label={t("deliveryScheduler.form.defaultFleet")} labelPosition="left" />
          <Text fz="xs" c="dimmed">
            {t("deliveryScheduler.form.defaultFleetHint")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="defaultVehicleId"
              render={({ field }) => (
                <Select
                  label={t("deliveryScheduler.form.defaultVehicle")}
                  placeholder={t("deliveryScheduler.form.none")}
                  data={(lookups.data?.vehicles ?? []).map((v) => ({
                    value: String(v.id),
                    label: v.licensePlate,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  data-testid="template-default-vehicle"
                />
              )}
            />
            <Controller
              control={form.control}
              name="defaultDriverId"
              render={({ field }) => (
                <Select
                  label={t("deliveryScheduler.form.defaultDriver")}
                  placeholder={t("deliveryScheduler.form.none")}
                  data={(lookups.data?.drivers ?? []).map((d) => ({
                    value: String(d.userId),
                    label: d.fullname,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  data-testid="template-default-driver"
                />
              )}
            />
          </SimpleGrid>
          <Divider label={t("deliveryScheduler.form.pickupWindow")} labelPosition="left" />
          <Text fz="xs" c="dimmed">
            {t("deliveryScheduler.form.windowsHint")}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {time("pickupStart", t("deliveryScheduler.form.from"))}
            {time("pickupEnd", t("deliveryScheduler.form.until"))}
            {time(
              "deliveryStart",
              `${t("deliveryScheduler.form.deliveryWindow")} · ${t("deliveryScheduler.form.from")}`,
            )}
            {time("deliveryEnd", t("deliveryScheduler.form.until"))}
          </SimpleGrid>
          <Divider label={t("deliveryScheduler.form.items")} labelPosition="left" />
          <DeliveryItemsField form={form} testId="template" />
          <Controller
            control={form.control}
            name="requiredSkills"
            render={({ field }) => (
              <VehicleSkillsSelect
                label={t("deliveryScheduler.form.requiredSkills")}
                description={t("deliveryScheduler.form.requiredSkillsHint")}
                value={field.value}
                onChange={field.onChange}
                data-testid="template-requiredSkills"
              />
            )}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <OrderPrioritySelect
                description={t("deliveryScheduler.form.priorityHint")}
                value={field.value}
                onChange={field.onChange}
                testId="template-priority"
              />
            )}
          />
          <Textarea
            label={t("deliveryScheduler.form.notes")}
            autosize
            minRows={2}
            {...form.register("notes")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t("deliveryScheduler.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="template-save">
              {t("deliveryScheduler.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

/** The next dates of the form's schedule, as the server computes them (holidays, month ends, RRULE). */
function SchedulePreview({
  control,
}: {
  control: ReturnType<typeof useForm<TemplateFormValues>>["control"];
}) {
  const { t, i18n } = useTranslation();
  const [kind, weekdays, monthDays, rrule, startsOn, endsOn, skipHolidays] = useWatch({
    control,
    name: ["kind", "weekdays", "monthDays", "rrule", "startsOn", "endsOn", "skipHolidays"],
  });
  const schedule = formSchedule({ kind, weekdays, monthDays, rrule });
  const [input] = useDebouncedValue(
    schedule ? { schedule, startsOn, endsOn: endsOn || null, skipHolidays, count: 6 } : null,
    300,
  );
  const preview = useScheduleOccurrences(schedule ? input : null);
  let body: React.ReactNode;
  if (!schedule)
    body = (
      <Text fz="sm" c="dimmed">
        {t("deliveryScheduler.form.previewIncomplete")}
      </Text>
    );
  else if (preview.isError)
    body = (
      <Text fz="sm" c="red">
        {(preview.error as Error).message}
      </Text>
    );
  else if (!preview.data) body = <Loader size="sm" type="dots" />;
  else if (preview.data.length === 0)
    body = (
      <Text fz="sm" c="dimmed">
        {t("deliveryScheduler.form.previewEmpty")}
      </Text>
    );
  else
    body = (
      <Group gap={6}>
        {preview.data.map((day) => (
          <Badge key={day} variant="light" tt="none" data-testid="template-preview-day">
            {t(`deliveryScheduler.weekdays.${isoWeekday(day)}`)}, {formatDay(day, i18n.language)}
          </Badge>
        ))}
      </Group>
    );
  return (
    <Stack gap={4} data-testid="template-preview">
      <Text fw={600} fz="sm">
        {t("deliveryScheduler.form.preview")}
      </Text>
      {body}
    </Stack>
  );
}
