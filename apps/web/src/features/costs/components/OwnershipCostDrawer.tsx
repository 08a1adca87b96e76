import { Text } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type TcoVehicleRow, useSetOwnershipCost } from "../api/tco";
import { isMonthlyOwnershipCost, toMonthlyOwnershipCost } from "../lib/ownershipCostForm";
import { CostDrawerForm, CostField, CostFormDrawer } from "./CostDrawerForm";

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
  const form = useForm<{ monthlyCost: number | string }>({
    defaultValues: { monthlyCost: props.vehicle.monthlyOwnershipCost ?? "" },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { vehicleId: props.vehicle.vehicleId, monthlyCost: toMonthlyOwnershipCost(values.monthlyCost) },
      {
        onSuccess: () => {
          notifySuccess(t("costs.tco.ownershipSaved"));
          props.onDone();
        },
        onError: errorNotifier("costs.saveFailed"),
      },
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
    </CostDrawerForm>
  );
}
