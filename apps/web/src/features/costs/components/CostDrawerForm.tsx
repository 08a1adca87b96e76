import "@mantine/dates/styles.css";
import {
  Button,
  Group,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Stack,
} from "@mantine/core";
import { DatesProvider, DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import "dayjs/locale/id";
import { type FormEventHandler, type ReactElement, type ReactNode, useEffect } from "react";
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { isRupiahAmount } from "../lib/allowanceForm";

type CostVehicles = readonly { id: number; licensePlate: string }[];

/** What the costs tab gives each of its form drawers. */
export interface CostDrawerProps {
  opened: boolean;
  vehicles: CostVehicles;
  onClose: () => void;
}

/** A costs form in a drawer (full screen on a phone), one form per `formKey`. */
export function CostFormDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  formKey: string;
  testId: string;
  children: (form: EditFormProps) => ReactNode;
}) {
  return <FormDrawer size="md" {...props} />;
}

/** The date pickers inside it speak the interface's language, weeks from Monday. */
export function CostDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

/** A drawer's save: `saved` shown and the drawer closed (`onDone`) on success, "could not save" on failure. */
export const savedThen = (saved: string, onDone: () => void) => ({
  onSuccess: () => {
    notifySuccess(saved);
    onDone();
  },
  onError: errorNotifier("costs.saveFailed"),
});

/** Tells a form drawer whether its form has changes, so that closing asks first. */
export function useReportDirty(isDirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
}

/**
 * The body of a costs drawer's form: its date pickers in the interface's language, the fields, and Cancel / Save
 * (or `saveLabel`). Tells the drawer whether the form has changes, so that closing asks first.
 */
export function CostDrawerForm(props: {
  isDirty: boolean;
  form: EditFormProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  testId: string;
  saveTestId: string;
  saveLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useReportDirty(props.isDirty, props.form.onDirtyChange);
  return (
    <CostDatesProvider>
      <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
        <Stack gap="md">
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.form.onCancel}>
              {t("costs.cancel")}
            </Button>
            <Button type="submit" loading={props.saving} data-testid={props.saveTestId}>
              {props.saveLabel ?? t("costs.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </CostDatesProvider>
  );
}

/** A non-negative amount as Indonesians write it: 1.250.000 or 12,5 (whole numbers unless `decimalScale`). */
function CostNumberInput(props: NumberInputProps) {
  return <NumberInput min={0} thousandSeparator="." decimalSeparator="," decimalScale={0} {...props} />;
}

/** A form field bound to `name` and checked: `check` answers true, or the message the field shows. */
type CheckedFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

function CheckedField<T extends FieldValues>(
  props: CheckedFieldProps<T> & {
    check: (value: unknown) => true | string;
    children: (bound: ControllerRenderProps<T, FieldPath<T>> & { error?: string }) => ReactElement;
  },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      rules={{ validate: props.check }}
      render={({ field, fieldState }) => props.children({ ...field, error: fieldState.error?.message })}
    />
  );
}

const requiredBy = (requiredText: string) => (value: unknown) => (value ? true : requiredText);

/** A whole rupiah amount of at least Rp 1 a form must have (`isRupiahAmount`). */
function CostRupiahField<T extends FieldValues>({
  control,
  name,
  ...input
}: Omit<NumberInputProps, "value" | "onChange" | "error"> & CheckedFieldProps<T>) {
  const { t } = useTranslation();
  const check = (value: unknown) =>
    isRupiahAmount(value as number | string) ? true : t("costs.form.invalid");
  return (
    <CheckedField control={control} name={name} check={check}>
      {({ value, onChange, error }) => (
        <CostNumberInput {...input} {...{ value, onChange, error }} min={1} prefix="Rp " withAsterisk />
      )}
    </CheckedField>
  );
}

/** A form's choice that must be made (a driver, a vehicle), refused as required when empty; searchable. */
function CostRequiredChoiceField<T extends FieldValues>({
  control,
  name,
  ...select
}: Omit<SelectProps, "value" | "onChange" | "error"> & CheckedFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <CheckedField control={control} name={name} check={requiredBy(t("costs.form.required"))}>
      {({ value, onChange, error }) => (
        <Select searchable {...select} {...{ value, onChange, error }} withAsterisk />
      )}
    </CheckedField>
  );
}

/** The company's vehicles as a select's choices, by plate. */
export const vehicleChoices = (vehicles: CostVehicles) =>
  vehicles.map((v) => ({ value: String(v.id), label: v.licensePlate }));

/** The company's vehicles by plate, searchable. */
function CostVehicleSelect({ vehicles, ...props }: SelectProps & { vehicles: CostVehicles }) {
  const { t } = useTranslation();
  return <Select label={t("costs.vehicle")} data={vehicleChoices(vehicles)} searchable {...props} />;
}

/** A form's choice that always has a value (a category, an issuer): it cannot be cleared. */
function CostChoiceField<T extends FieldValues>({
  control,
  name,
  ...select
}: Omit<SelectProps, "value" | "onChange" | "allowDeselect"> & { control: Control<T>; name: FieldPath<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
          withAsterisk
        />
      )}
    />
  );
}

/** A form's date and time that must be given, refused with `requiredText` when empty. */
function CostTimeField<T extends FieldValues>({
  control,
  name,
  requiredText,
  ...picker
}: Omit<DateTimePickerProps, "value" | "onChange" | "error"> &
  CheckedFieldProps<T> & { requiredText: string }) {
  return (
    <CheckedField control={control} name={name} check={requiredBy(requiredText)}>
      {({ value, onChange, error }) => (
        <DateTimePicker {...picker} {...{ value, onChange, error }} withAsterisk />
      )}
    </CheckedField>
  );
}

/**
 * The fields the costs drawers share: `<CostField.Vehicle>`, `<CostField.Number>`, `<CostField.Rupiah>`,
 * `<CostField.Choice>`, `<CostField.RequiredChoice>`, `<CostField.Time>`.
 */
export const CostField = {
  Vehicle: CostVehicleSelect,
  Number: CostNumberInput,
  Rupiah: CostRupiahField,
  Choice: CostChoiceField,
  RequiredChoice: CostRequiredChoiceField,
  Time: CostTimeField,
};
