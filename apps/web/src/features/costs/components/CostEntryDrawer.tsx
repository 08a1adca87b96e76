import { COST_CATEGORIES, fuelEntryAmount } from "@armada/domain";
import { SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type CostEntryRow, useSaveCostEntry } from "../api/costs";
import {
  type CostFormValues,
  costFormErrors,
  emptyCostForm,
  entryToForm,
  formToCostInput,
} from "../lib/costForm";
import { CostDrawerForm, type CostDrawerProps, CostField, CostFormDrawer, savedThen } from "./CostDrawerForm";

export interface CostEntryDrawerProps extends CostDrawerProps {
  /** null: a new entry */
  entry: CostEntryRow | null;
}

/** Add or edit a cost entry. */
export function CostEntryDrawer({ entry, vehicles, ...drawer }: CostEntryDrawerProps) {
  const { t } = useTranslation();
  const title = entry ? t("costs.form.editTitle") : t("costs.form.addTitle");
  return (
    <CostFormDrawer
      {...drawer}
      title={title}
      formKey={String(entry?.costEntryId ?? "new")}
      testId="cost-drawer"
    >
      {(form) => <CostEntryForm entry={entry} vehicles={vehicles} {...form} />}
    </CostFormDrawer>
  );
}

function CostEntryForm(props: EditFormProps & Omit<CostEntryDrawerProps, "opened" | "onClose">) {
  const { t, i18n } = useTranslation();
  const save = useSaveCostEntry();
  const form = useForm<CostFormValues>({
    defaultValues: props.entry ? entryToForm(props.entry) : emptyCostForm(),
  });
  const { isDirty, errors } = form.formState;
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
      savedThen(t("costs.saved"), props.onDone),
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
        <CostField.Number
          label={label}
          value={field.value}
          onChange={field.onChange}
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
    <CostDrawerForm
      isDirty={isDirty}
      form={props}
      onSubmit={submit}
      saving={save.isPending}
      testId="cost-form"
      saveTestId="cost-save"
    >
      <Controller
        control={form.control}
        name="vehicleId"
        rules={{ validate: (value) => (value ? true : required) }}
        render={({ field, fieldState }) => (
          <CostField.Vehicle
            vehicles={props.vehicles}
            value={field.value}
            onChange={field.onChange}
            withAsterisk
            error={fieldState.error?.message}
            data-testid="cost-vehicle"
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CostField.Choice
          control={form.control}
          name="category"
          label={t("costs.category")}
          data={COST_CATEGORIES.map((c) => ({ value: c, label: t(`costs.categories.${c}`) }))}
          data-testid="cost-category"
        />
        <CostField.Time
          control={form.control}
          name="spentAt"
          requiredText={required}
          label={t("costs.spentAt")}
          valueFormat="DD MMM YYYY HH:mm"
          data-testid="cost-spent-at"
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
          <TextInput label={t("costs.station")} data-testid="cost-station" {...form.register("station")} />
        </>
      ) : (
        numberField("amount", t("costs.amount"), { withAsterisk: true, prefix: "Rp " })
      )}
      {category === "toll" ? (
        <TextInput label={t("costs.etollCard")} data-testid="cost-etoll" {...form.register("etollCard")} />
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
    </CostDrawerForm>
  );
}
