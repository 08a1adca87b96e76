import "@mantine/dates/styles.css";
import {
  Button,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { DatePickerInput, DatesProvider, TimeInput } from "@mantine/dates";
import { useMediaQuery } from "@mantine/hooks";
import "dayjs/locale/id";
import { TRAVEL_ESTIMATES } from "@armada/domain";
import { Suspense, useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressPicker } from "@/features/temporary-live-view";
import { formatNumber } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useCreateRoutePlan, useRoutePlanDrivers, useRoutePlanVehicles } from "../api/routePlans";
import {
  emptyRoutePlanForm,
  formToRoutePlanInput,
  type RoutePlanFormValues,
  routePlanFormErrors,
} from "../lib/routePlanForm";
import { PlanVehicleSettings } from "./PlanVehicleSettings";

export interface NewRoutePlanDrawerProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (routePlanId: number) => void;
}

/** Choose a day, the vehicles, the depot, the shift and the travel rule, then solve (full screen on a phone). */
export function NewRoutePlanDrawer({ opened, onClose, onCreated }: NewRoutePlanDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      title={t("routeOptimization.form.title")}
      formKey="new"
      onClose={onClose}
      testId="plan-drawer"
    >
      {(form) => <NewRoutePlanForm {...form} onCreated={onCreated} />}
    </FormDrawer>
  );
}

/** The solver's progress bar: its share of the time limit gone by since the run started. */
function SolvingProgress({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed((Date.now() - started) / 1000), 250);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Stack gap={4} data-testid="plan-solving">
      <Progress value={Math.min(100, (elapsed / seconds) * 100)} animated striped />
      <Text fz="xs" c="dimmed">
        {t("routeOptimization.form.solving", { seconds })}
      </Text>
    </Stack>
  );
}

function NewRoutePlanForm(props: EditFormProps & { onCreated: (routePlanId: number) => void }) {
  const { t, i18n } = useTranslation();
  const vehicles = useRoutePlanVehicles();
  const drivers = useRoutePlanDrivers();
  const create = useCreateRoutePlan();
  const form = useForm<RoutePlanFormValues>({ defaultValues: emptyRoutePlanForm() });
  const { isDirty, errors } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const invalid = t("routeOptimization.form.invalid");
  const seconds = Number(form.watch("timeLimitSeconds")) || 10;
  const manual = form.watch("travelEstimate") === "MANUAL";
  const narrow = useMediaQuery("(max-width: 36em)");

  const submit = form.handleSubmit((values) => {
    const input = formToRoutePlanInput(values);
    const refused = routePlanFormErrors(input);
    if (Object.keys(refused).length > 0) {
      for (const field of Object.keys(refused) as (keyof RoutePlanFormValues)[])
        form.setError(field, { message: invalid });
      return;
    }
    create.mutate(input, {
      onSuccess: (plan) => {
        notifySuccess(t("routeOptimization.form.solved"));
        props.onDone();
        if (plan) props.onCreated(plan.routePlanId);
      },
      onError: errorNotifier("routeOptimization.form.failed"),
    });
  });

  const capacity = (v: { tonnage: number | null; volume: number | null }) =>
    [
      v.tonnage ? `${formatNumber(v.tonnage * 1000, i18n.language, 0)} kg` : null,
      v.volume ? `${formatNumber(v.volume, i18n.language)} m³` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: String(v.id),
    label: capacity(v) ? `${v.licensePlate} (${capacity(v)})` : v.licensePlate,
  }));

  const switchField = (name: "traffic" | "breaksOn" | "balanceRoutes", label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`routeOptimization.form.${label}`)}
          description={t(`routeOptimization.form.${hint}`)}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          data-testid={`plan-${name}`}
        />
      )}
    />
  );
  const numberField = (
    name:
      | "detourFactor"
      | "speedKmh"
      | "serviceMinutes"
      | "timeLimitSeconds"
      | "breakAfterHours"
      | "breakMinutes",
    extra: { min: number; max: number; decimalScale?: number },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`routeOptimization.form.${name}`)}
          value={field.value}
          onChange={field.onChange}
          min={extra.min}
          max={extra.max}
          decimalScale={extra.decimalScale ?? 0}
          decimalSeparator={i18n.language === "en" ? "." : ","}
          error={errors[name]?.message}
          data-testid={`plan-${name}`}
        />
      )}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t("routeOptimization.form.intro")}
          </Text>
          <Controller
            control={form.control}
            name="day"
            render={({ field }) => (
              <DatePickerInput
                label={t("routeOptimization.day")}
                value={field.value}
                onChange={field.onChange}
                valueFormat="DD MMM YYYY"
                withAsterisk
                error={errors.day?.message}
                data-testid="plan-day"
              />
            )}
          />
          <Controller
            control={form.control}
            name="vehicleIds"
            render={({ field }) => (
              <MultiSelect
                label={t("routeOptimization.form.vehicles")}
                description={t("routeOptimization.form.vehiclesHint")}
                data={vehicleOptions}
                value={field.value}
                onChange={field.onChange}
                searchable
                withAsterisk
                error={
                  errors.vehicleIds?.message ?? (vehicles.isError ? t("routeOptimization.failed") : undefined)
                }
                data-testid="plan-vehicles"
              />
            )}
          />
          <Controller
            control={form.control}
            name="vehicleSettings"
            render={({ field }) => (
              <PlanVehicleSettings
                vehicles={vehicles.data ?? []}
                drivers={drivers.data ?? []}
                chosen={form.watch("vehicleIds")}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="depot"
            render={({ field }) => (
              <Input.Wrapper
                label={t("routeOptimization.depot")}
                description={t("routeOptimization.form.depotHint")}
                withAsterisk
                error={errors.depot?.message}
                data-testid="plan-depot"
              >
                <Suspense fallback={<Skeleton h={240} />}>
                  <AddressPicker
                    value={field.value}
                    onChange={field.onChange}
                    chosenLabel={t("routeOptimization.depot")}
                  />
                </Suspense>
              </Input.Wrapper>
            )}
          />
          <SimpleGrid cols={2}>
            {(["shiftStart", "shiftEnd"] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TimeInput
                    label={t(`routeOptimization.form.${name}`)}
                    value={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    withAsterisk
                    error={errors[name]?.message}
                    data-testid={`plan-${name}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="travelEstimate"
            render={({ field }) => (
              <Input.Wrapper label={t("routeOptimization.form.travelEstimate")}>
                <SegmentedControl
                  fullWidth
                  orientation={narrow ? "vertical" : "horizontal"}
                  value={field.value}
                  onChange={field.onChange}
                  data={TRAVEL_ESTIMATES.map((value) => ({
                    value,
                    label: t(`routeOptimization.form.travelEstimates.${value}`),
                  }))}
                  data-testid="plan-travelEstimate"
                />
              </Input.Wrapper>
            )}
          />
          {manual ? (
            <SimpleGrid cols={2}>
              {numberField("detourFactor", { min: 1, max: 3, decimalScale: 2 })}
              {numberField("speedKmh", { min: 5, max: 120 })}
            </SimpleGrid>
          ) : null}
          {switchField("traffic", "traffic", "trafficHint")}
          <SimpleGrid cols={2}>
            {numberField("serviceMinutes", { min: 0, max: 240 })}
            {numberField("timeLimitSeconds", { min: 1, max: 60 })}
          </SimpleGrid>
          {switchField("breaksOn", "breaksOn", "breaksHint")}
          {form.watch("breaksOn") ? (
            <SimpleGrid cols={2}>
              {numberField("breakAfterHours", { min: 1, max: 12, decimalScale: 1 })}
              {numberField("breakMinutes", { min: 15, max: 240 })}
            </SimpleGrid>
          ) : null}
          {switchField("balanceRoutes", "balanceRoutes", "balanceRoutesHint")}
          {create.isPending ? <SolvingProgress seconds={seconds} /> : null}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={props.onCancel} disabled={create.isPending}>
              {t("routeOptimization.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="plan-run">
              {t("routeOptimization.form.run")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
