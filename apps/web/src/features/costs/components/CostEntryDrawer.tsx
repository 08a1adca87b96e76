import "@mantine/dates/styles.css";
import { COST_CATEGORIES, fuelEntryAmount } from "@armada/domain";
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import "dayjs/locale/id";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type CostEntryRow, useSaveCostEntry } from "../api/costs";
import {
  type CostFormValues,
  costFormErrors,
  emptyCostForm,
  entryToForm,
  formToCostInput,
} from "../lib/costForm";

export interface CostEntryDrawerProps {
  opened: boolean;
  /** null: a new entry */
  entry: CostEntryRow | null;
  vehicles: readonly { id: number; licensePlate: string }[];
  onClose: () => void;
}

/** Add or edit a cost entry in a drawer (full screen on a phone). */
export function CostEntryDrawer({ opened, entry, vehicles, onClose }: CostEntryDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size="md"
      title={entry ? t("costs.form.editTitle") : t("costs.form.addTitle")}
      formKey={entry?.costEntryId ?? "new"}
      testId="cost-drawer"
    >
      {(form) => <CostEntryForm entry={entry} vehicles={vehicles} {...form} />}
    </FormDrawer>
  );
}

function CostEntryForm(
  props: EditFormProps & {
    entry: CostEntryRow | null;
    vehicles: readonly { id: number; licensePlate: string }[];
  },
) {
  const { t, i18n } = useTranslation();
  const save = useSaveCostEntry();
  const form = useForm<CostFormValues>({
    defaultValues: props.entry ? entryToForm(props.entry) : emptyCostForm(),
  });
  const { isDirty, errors } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const category = form.watch("category");
  const litres = Number(form.watch("litres") || 0);
  const price = Number(form.watch("pricePerLitre") || 0);
  const required = t("costs.form.required");

  const submit = form.handleSubmit((values) => {
    const input = formToCostInput(values);
    const refused = costFormErrors(input);
    if (Object.keys(refused).length > 0) {
      for (const field of Object.keys(refused) as (keyof CostFormValues)[])
        form.setError(field, { message: t("costs.form.invalid") });
      return;
    }
    save.mutate(
      { costEntryId: props.entry?.costEntryId ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(t("costs.saved"));
          props.onDone();
        },
        onError: errorNotifier("costs.saveFailed"),
      },
    );
  });

  const numberField = (
    name: "amount" | "litres" | "pricePerLitre" | "odometerKm",
    label: string,
    extra: { withAsterisk?: boolean; decimalScale?: number; prefix?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value) => (extra.withAsterisk && value === "" ? required : true) }}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          decimalScale={extra.decimalScale ?? 0}
          prefix={extra.prefix}
          withAsterisk={extra.withAsterisk}
          error={fieldState.error?.message}
          data-testid={`cost-${name}`}
        />
      )}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate data-testid="cost-form">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="vehicleId"
            rules={{ validate: (value) => (value ? true : required) }}
            render={({ field, fieldState }) => (
              <Select
                label={t("costs.vehicle")}
                data={props.vehicles.map((v) => ({ value: String(v.id), label: v.licensePlate }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                withAsterisk
                error={fieldState.error?.message}
                data-testid="cost-vehicle"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={t("costs.category")}
                  data={COST_CATEGORIES.map((c) => ({ value: c, label: t(`costs.categories.${c}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  withAsterisk
                  data-testid="cost-category"
                />
              )}
            />
            <Controller
              control={form.control}
              name="spentAt"
              rules={{ validate: (value) => (value ? true : required) }}
              render={({ field, fieldState }) => (
                <DateTimePicker
                  label={t("costs.spentAt")}
                  value={field.value}
                  onChange={field.onChange}
                  valueFormat="DD MMM YYYY HH:mm"
                  withAsterisk
                  error={fieldState.error?.message}
                  data-testid="cost-spent-at"
                />
              )}
            />
          </SimpleGrid>
          {category === "fuel" ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberField("litres", t("costs.litres"), { withAsterisk: true, decimalScale: 2 })}
                {numberField("pricePerLitre", t("costs.pricePerLitre"), {
                  withAsterisk: true,
                  prefix: "Rp ",
                })}
              </SimpleGrid>
              <Text fz="sm" data-testid="cost-fuel-total">
                {t("costs.form.total")}: <b>{formatRupiah(fuelEntryAmount(litres, price), i18n.language)}</b>
              </Text>
              <TextInput
                label={t("costs.station")}
                data-testid="cost-station"
                {...form.register("station")}
              />
            </>
          ) : (
            numberField("amount", t("costs.amount"), { withAsterisk: true, prefix: "Rp " })
          )}
          {category === "toll" ? (
            <TextInput
              label={t("costs.etollCard")}
              data-testid="cost-etoll"
              {...form.register("etollCard")}
            />
          ) : null}
          {numberField("odometerKm", t("costs.odometer"))}
          <Textarea
            label={t("costs.description")}
            autosize
            minRows={2}
            error={errors.description?.message}
            data-testid="cost-description"
            {...form.register("description")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t("costs.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="cost-save">
              {t("costs.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
