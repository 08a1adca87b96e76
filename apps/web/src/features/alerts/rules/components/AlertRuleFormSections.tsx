import "@mantine/dates/styles.css";
import type { ThresholdSpec } from "@armada/domain";
import {
  Card,
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlertCodes, useVehicleOptions } from "@/features/alerts/common/alertLookups";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import type { AlertRule } from "../api/alertRules";
import { useAlertRuleFormOptions } from "../api/ruleOptions";
import { type AlertRuleFormValues, defaultThresholds, WEEKDAYS } from "../lib/alertRuleForm";
import { dayName } from "../lib/scheduleSummary";
import { unitLabel } from "../lib/thresholdText";
import { ContactRecipientsField } from "./ContactRecipientsField";
import { RuleUsersField } from "./RuleUsersField";

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Title order={2} fz="md" mb={hint ? 2 : "sm"}>
        {title}
      </Title>
      {hint ? (
        <Text fz="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** The sections of the alert rule form (inside a react-hook-form FormProvider). */
export function AlertRuleFormSections({
  rule,
  thresholdSpecs,
}: {
  rule: AlertRule | null;
  thresholdSpecs: readonly ThresholdSpec[];
}) {
  const { t, i18n } = useTranslation();
  const { control, register, setValue, watch, formState } = useFormContext<AlertRuleFormValues>();
  const errors = formState.errors;
  const codes = useAlertCodes({ enabledInRule: true });
  const vehicles = useVehicleOptions();
  const options = useAlertRuleFormOptions();
  const withSchedule = watch("withSchedule");
  const withGeofence = watch("withGeofence");

  const codeGroups = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    const list = [...(codes.data ?? [])];
    if (rule && !list.some((code) => code.alertCode === rule.alertCode))
      list.push({ ...rule.alert, enabledInRule: false, alertCategories: [] });
    for (const code of list) {
      const category = code.alertCategories[0];
      const group = category
        ? i18n.language === "en"
          ? category.categoryEng
          : category.categoryIdn
        : t("alertRules.otherCategory");
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { value: String(code.alertCode), label: alertDescription(code, i18n.language) },
      ]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [codes.data, rule, i18n.language, t]);

  // options of the rule's own vehicles, groups and fences stay selectable even before the lists load
  const withCurrent = (
    list: { value: string; label: string }[] | undefined,
    current: { value: string; label: string }[],
  ) => {
    const map = new Map(current.map((option) => [option.value, option.label]));
    for (const option of list ?? []) map.set(option.value, option.label);
    return [...map].map(([value, label]) => ({ value, label }));
  };

  return (
    <Stack gap="md">
      <Section title={t("alertRules.sections.general")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("alertRules.fields.label")}
            withAsterisk
            placeholder={t("alertRules.labelPlaceholder")}
            error={errors.label?.message}
            {...register("label")}
            data-testid="rule-form-label"
          />
          <Controller
            control={control}
            name="alertCode"
            render={({ field }) => (
              <Select
                label={t("alertRules.fields.alert")}
                withAsterisk
                searchable
                data={codeGroups}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue("thresholds", defaultThresholds(value ? Number(value) : null));
                }}
                error={errors.alertCode?.message}
                nothingFoundMessage={t("table.empty")}
                data-testid="rule-form-code"
              />
            )}
          />
        </SimpleGrid>
        <Group gap="lg" wrap="wrap" align="flex-end">
          <Controller
            control={control}
            name="alertUrgencyType"
            render={({ field }) => (
              <Input.Wrapper label={t("alertRules.fields.urgency")}>
                <div>
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={(["Urgent", "Important"] as const).map((value) => ({
                      value,
                      label: t(`alerts.urgency.${value}`),
                    }))}
                    data-testid="rule-form-urgency"
                  />
                </div>
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="autoPopup"
            render={({ field }) => (
              <Switch
                label={t("alertRules.fields.autoPopup")}
                description={t("alertRules.autoPopupHint")}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                data-testid="rule-form-autopopup"
              />
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label={t("alertRules.fields.active")}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                data-testid="rule-form-active"
              />
            )}
          />
        </Group>
      </Section>

      {thresholdSpecs.length > 0 ? (
        <Section title={t("alertRules.sections.thresholds")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {thresholdSpecs.map((spec) => (
              <Controller
                key={spec.field}
                control={control}
                name={`thresholds.${spec.field}`}
                render={({ field }) => (
                  <NumberInput
                    label={t(`alertRules.thresholdLabels.${spec.unit}.${spec.field}`)}
                    description={spec.unit === "days" ? t("alertRules.daysHint") : undefined}
                    withAsterisk={spec.required}
                    value={field.value}
                    onChange={field.onChange}
                    suffix={` ${unitLabel(spec.unit, i18n.language)}`}
                    decimalSeparator={i18n.language === "en" ? "." : ","}
                    allowNegative={spec.min < 0}
                    min={spec.min}
                    error={errors.thresholds?.[spec.field]?.message}
                    data-testid={`rule-form-${spec.field}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section title={t("alertRules.sections.schedule")}>
        <Controller
          control={control}
          name="withSchedule"
          render={({ field }) => (
            <Switch
              label={t("alertRules.fields.withSchedule")}
              description={t("alertRules.scheduleHint")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="rule-form-schedule"
            />
          )}
        />
        {withSchedule ? (
          <>
            <Controller
              control={control}
              name="dayOfWeek"
              render={({ field }) => (
                <Input.Wrapper label={t("alertRules.fields.days")} error={errors.dayOfWeek?.message}>
                  <Chip.Group multiple value={field.value} onChange={field.onChange}>
                    <Group gap={6} mt={4} wrap="wrap">
                      {WEEKDAYS.map((day) => (
                        <Chip key={day} value={day} size="sm" data-testid={`rule-form-day-${day}`}>
                          {dayName(Number(day), i18n.language)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Input.Wrapper>
              )}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <TimeInput
                label={t("alertRules.fields.startTime")}
                error={errors.startTime?.message}
                {...register("startTime")}
                data-testid="rule-form-start"
              />
              <TimeInput
                label={t("alertRules.fields.endTime")}
                error={errors.endTime?.message}
                {...register("endTime")}
                data-testid="rule-form-end"
              />
            </SimpleGrid>
          </>
        ) : null}
      </Section>

      <Section title={t("alertRules.sections.geofence")}>
        <Controller
          control={control}
          name="withGeofence"
          render={({ field }) => (
            <Switch
              label={t("alertRules.fields.withGeofence")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="rule-form-geofence"
            />
          )}
        />
        {withGeofence ? (
          <>
            <Controller
              control={control}
              name="geofencePosition"
              render={({ field }) => (
                <SegmentedControl
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: "inside", label: t("alertRules.inside") },
                    { value: "outside", label: t("alertRules.outside") },
                  ]}
                  w={{ base: "100%", sm: "auto" }}
                />
              )}
            />
            <Controller
              control={control}
              name="geofenceIds"
              render={({ field }) => (
                <MultiSelect
                  label={t("alertRules.fields.geofences")}
                  withAsterisk
                  searchable
                  data={withCurrent(
                    options.data?.geofences,
                    (rule?.geofences ?? []).map((g) => ({ value: String(g.geofenceId), label: g.fenceName })),
                  )}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.geofenceIds?.message}
                  data-testid="rule-form-geofences"
                />
              )}
            />
          </>
        ) : null}
      </Section>

      <Section title={t("alertRules.sections.vehicles")} hint={t("alertRules.vehiclesHint")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="vehicleIds"
            render={({ field }) => (
              <MultiSelect
                label={t("alertRules.fields.vehicles")}
                placeholder={field.value.length ? undefined : t("alertRules.allVehicles")}
                searchable
                clearable
                data={withCurrent(
                  vehicles.data,
                  (rule?.vehicles ?? []).map((v) => ({ value: String(v.id), label: v.licensePlate })),
                )}
                value={field.value}
                onChange={field.onChange}
                data-testid="rule-form-vehicles"
              />
            )}
          />
          <Controller
            control={control}
            name="vgroupIds"
            render={({ field }) => (
              <MultiSelect
                label={t("alertRules.fields.vgroups")}
                searchable
                clearable
                data={withCurrent(
                  options.data?.vgroups,
                  (rule?.vgroups ?? []).map((g) => ({ value: String(g.id), label: g.name })),
                )}
                value={field.value}
                onChange={field.onChange}
                data-testid="rule-form-vgroups"
              />
            )}
          />
        </SimpleGrid>
      </Section>

      <Section title={t("alertRules.sections.recipients")}>
        <RuleUsersField rule={rule} />
        <ContactRecipientsField />
      </Section>

      <Section title={t("alertRules.sections.count")} hint={t("alertRules.countHint")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="alertCountThreshold"
            render={({ field }) => (
              <NumberInput
                label={t("alertRules.fields.countThreshold")}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                suffix={` ${t("alertRules.times")}`}
                error={errors.alertCountThreshold?.message}
                data-testid="rule-form-count"
              />
            )}
          />
          <Controller
            control={control}
            name="alertCountWindow"
            render={({ field }) => (
              <NumberInput
                label={t("alertRules.fields.countWindow")}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                suffix={` ${unitLabel("minutes", i18n.language)}`}
                error={errors.alertCountWindow?.message}
                data-testid="rule-form-window"
              />
            )}
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
