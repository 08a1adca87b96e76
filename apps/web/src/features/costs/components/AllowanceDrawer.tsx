import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useAllowanceDrivers, useCreateAllowance } from "../api/allowances";
import { type AllowanceFormValues, emptyAllowanceForm, formToAllowanceInput } from "../lib/allowanceForm";
import { AllowanceAmountAt } from "./AllowanceAmountAt";
import { AllowanceFleetTaskPicker } from "./AllowanceFleetTaskPicker";
import {
  CostDrawerForm,
  type CostDrawerProps,
  CostField,
  CostFormDrawer,
  savedThen,
  vehicleChoices,
} from "./CostDrawerForm";

/** Gives a driver an allowance (uang jalan) in a drawer (full screen on a phone). */
export function AllowanceDrawer({ opened, vehicles, onClose }: CostDrawerProps) {
  const { t } = useTranslation();
  return (
    <CostFormDrawer
      opened={opened}
      onClose={onClose}
      title={t("costs.allowances.giveTitle")}
      formKey="new"
      testId="allowance-drawer"
    >
      {(form) => <AllowanceForm vehicles={vehicles} {...form} />}
    </CostFormDrawer>
  );
}

function AllowanceForm(props: EditFormProps & Pick<CostDrawerProps, "vehicles">) {
  const { t } = useTranslation();
  const create = useCreateAllowance();
  const drivers = useAllowanceDrivers(true);
  const form = useForm<AllowanceFormValues>({ defaultValues: emptyAllowanceForm() });
  const required = t("costs.form.required");
  const [vehicleId, driverId] = form.watch(["vehicleId", "driverId"]);
  const submit = form.handleSubmit((values) =>
    create.mutate(formToAllowanceInput(values), savedThen(t("costs.allowances.given"), props.onDone)),
  );
  return (
    <CostDrawerForm
      isDirty={form.formState.isDirty}
      form={props}
      onSubmit={submit}
      saving={create.isPending}
      testId="allowance-form"
      saveTestId="allowance-save"
      saveLabel={t("costs.allowances.give")}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CostField.RequiredChoice
          control={form.control}
          name="driverId"
          label={t("costs.allowances.driver")}
          data={(drivers.data ?? []).map((d) => ({ value: String(d.userId), label: d.fullname }))}
          data-testid="allowance-driver"
        />
        <CostField.RequiredChoice
          control={form.control}
          name="vehicleId"
          label={t("costs.vehicle")}
          data={vehicleChoices(props.vehicles)}
          data-testid="allowance-vehicle"
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="fleetTaskId"
        render={({ field }) => (
          <AllowanceFleetTaskPicker
            vehicleId={vehicleId ? Number(vehicleId) : null}
            driverId={driverId ? Number(driverId) : null}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <TextInput
        label={t("costs.allowances.purpose")}
        placeholder={t("costs.allowances.purposeHint")}
        withAsterisk
        maxLength={200}
        error={form.formState.errors.purpose?.message}
        data-testid="allowance-purpose"
        {...form.register("purpose", { validate: (value) => (value.trim() ? true : required) })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AllowanceAmountAt
          control={form.control}
          amount={{ name: "amount", label: t("costs.allowances.advance"), testId: "allowance-amount" }}
          at={{ name: "paidOn", label: t("costs.allowances.paidOn"), testId: "allowance-paid-on" }}
        />
      </SimpleGrid>
      <Textarea
        label={t("costs.allowances.note")}
        autosize
        minRows={2}
        maxLength={1000}
        data-testid="allowance-note"
        {...form.register("note")}
      />
    </CostDrawerForm>
  );
}
