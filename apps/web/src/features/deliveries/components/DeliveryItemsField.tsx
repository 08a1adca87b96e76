import { ActionIcon, Button, Group, NumberInput, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type ArrayPath,
  Controller,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from "react-hook-form";
import { useTranslation } from "react-i18next";

export interface DeliveryItemValue {
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
}

/** The goods rows (name, quantity, weight, volume) of a form holding `items` (order and template forms). */
export function DeliveryItemsField<T extends FieldValues & { items: DeliveryItemValue[] }>({
  form,
  testId,
}: {
  form: UseFormReturn<T>;
  testId: string;
}) {
  const { t } = useTranslation();
  const items = useFieldArray({ control: form.control, name: "items" as ArrayPath<T> });
  const errors = form.formState.errors.items as { name?: { message?: string } }[] | undefined;
  const path = (index: number, key: keyof DeliveryItemValue) => `items.${index}.${key}` as Path<T>;
  return (
    <>
      {items.fields.map((item, index) => (
        <Group key={item.id} align="flex-end" gap="xs" wrap="wrap" data-testid={`${testId}-item`}>
          <TextInput
            label={t("deliveries.form.itemName")}
            style={{ flex: "2 1 160px" }}
            error={errors?.[index]?.name?.message}
            data-testid={`${testId}-item-name`}
            {...form.register(path(index, "name"), {
              validate: (value: string) => (value.trim() ? true : t("deliveries.form.required")),
            })}
          />
          {(["quantity", "weightKg", "volumeM3"] as const).map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={path(index, key)}
              render={({ field }) => (
                <NumberInput
                  label={t(`deliveries.form.${key}`)}
                  value={field.value as number}
                  onChange={(value) => field.onChange(typeof value === "number" ? value : 0)}
                  min={key === "quantity" ? 1 : 0}
                  decimalScale={key === "quantity" ? 0 : 3}
                  decimalSeparator=","
                  thousandSeparator="."
                  style={{ flex: "1 1 100px" }}
                  data-testid={`${testId}-item-${key}`}
                />
              )}
            />
          ))}
          <RemoveRowButton onClick={() => items.remove(index)} />
        </Group>
      ))}
      <AddRowButton
        label={t("deliveries.form.addItem")}
        onClick={() =>
          items.append({ name: "", quantity: 1, weightKg: 0, volumeM3: 0 } as Parameters<
            typeof items.append
          >[0])
        }
        testId={`${testId}-add-item`}
      />
    </>
  );
}

/** Adds a row (an item, a custom field) to a form. */
export function AddRowButton(props: { label: string; onClick: () => void; testId?: string }) {
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    </Group>
  );
}

export function RemoveRowButton(props: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={t("deliveries.form.removeItem")}
      onClick={props.onClick}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
