import { SimpleGrid, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type TcoVehicleRow, useSetOwnershipCost } from "../api/tco";
import { isMonthlyOwnershipCost, isOwnershipSpan, toMonthlyOwnershipCost } from "../lib/ownershipCostForm";
import { CostDrawerForm, CostField, CostFormDrawer, savedThen } from "./CostDrawerForm";

interface OwnershipCostDrawerProps {
  vehicle: TcoVehicleRow | null;
  onClose: () => void;
}

/** Sets or clears a vehicle's monthly ownership cost (leasing, instalment or the owner's depreciation). */
export function OwnershipCostDrawer({ vehicle, onClose }: OwnershipCostDrawerProps) {
  const { t } = useTranslation();
  return (
    <CostFormDrawer
      opened={vehicle !== null}
      onClose={onClose}
      title={t("costs.tco.ownershipTitle", { plate: vehicle?.licensePlate ?? "" })}
      formKey={String(vehicle?.vehicleId ?? 0)}
      testId="ownership-cost-drawer"
    >
      {(form) => (vehicle ? <OwnershipCostForm vehicle={vehicle} {...form} /> : null)}
    </CostFormDrawer>
  );
}

function OwnershipCostForm(props: EditFormProps & { vehicle: TcoVehicleRow }) {
  const { t } = useTranslation();
  const save = useSetOwnershipCost();
  const form = useForm<{ monthlyCost: number | string; startsOn: string; endsOn: string }>({
    defaultValues: {
      monthlyCost: props.vehicle.monthlyOwnershipCost ?? "",
      startsOn: props.vehicle.ownershipStartsOn ?? "",
      endsOn: props.vehicle.ownershipEndsOn ?? "",
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        vehicleId: props.vehicle.vehicleId,
        monthlyCost: toMonthlyOwnershipCost(values.monthlyCost),
        startsOn: values.startsOn || null,
        endsOn: values.endsOn || null,
      },
      savedThen(t("costs.tco.ownershipSaved"), props.onDone),
    ),
  );
  return (
    <CostDrawerForm
      isDirty={form.formState.isDirty}
      form={props}
      onSubmit={submit}
      saving={save.isPending}
      testId="ownership-cost-form"
      saveTestId="ownership-cost-save"
    >
      <Text fz="sm" c="dimmed">
        {t("costs.tco.ownershipHint")}
      </Text>
      <Controller
        control={form.control}
        name="monthlyCost"
        rules={{
          validate: (value) => (isMonthlyOwnershipCost(value) ? true : t("costs.tco.ownershipInvalid")),
        }}
        render={({ field, fieldState }) => (
          <CostField.Number
            label={t("costs.tco.monthlyOwnership")}
            prefix="Rp "
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            data-testid="ownership-cost-amount"
          />
        )}
      />
      <SimpleGrid cols={2}>
        <TextInput
          type="date"
          label={t("costs.tco.ownershipStartsOn")}
          {...form.register("startsOn")}
          data-testid="ownership-cost-starts"
        />
        <TextInput
          type="date"
          label={t("costs.tco.ownershipEndsOn")}
          {...form.register("endsOn", {
            validate: (endsOn, values) =>
              isOwnershipSpan(values.startsOn, endsOn) ? true : t("costs.tco.ownershipEndBeforeStart"),
          })}
          error={form.formState.errors.endsOn?.message}
          data-testid="ownership-cost-ends"
        />
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t("costs.tco.ownershipDatesHint")}
      </Text>
    </CostDrawerForm>
  );
}
