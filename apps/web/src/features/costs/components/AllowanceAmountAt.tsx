import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CostField } from "./CostDrawerForm";

interface FieldOf<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  testId: string;
}

/** An allowance form's rupiah amount and its date and time (given, spent), side by side in the form's grid. */
export function AllowanceAmountAt<T extends FieldValues>(props: {
  control: Control<T>;
  amount: FieldOf<T>;
  at: FieldOf<T>;
}) {
  const { t } = useTranslation();
  const { control, amount, at } = props;
  return (
    <>
      <CostField.Rupiah
        control={control}
        name={amount.name}
        label={amount.label}
        data-testid={amount.testId}
      />
      <CostField.Time
        control={control}
        name={at.name}
        requiredText={t("costs.form.required")}
        label={at.label}
        valueFormat="DD/MM/YYYY HH:mm"
        data-testid={at.testId}
      />
    </>
  );
}
