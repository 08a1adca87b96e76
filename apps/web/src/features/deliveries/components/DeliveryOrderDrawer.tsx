import "@mantine/dates/styles.css";
import { parseIndonesianPhone } from "@armada/domain";
import { Button, Divider, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import "dayjs/locale/id";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { VehicleSkillsSelect } from "@/shared/ui/VehicleSkills";
import { type DeliveryOrderRow, useSaveDeliveryOrder } from "../api/deliveryOrders";
import {
  type DeliveryOrderFormValues,
  EMPTY_ORDER_FORM,
  formToOrderInput,
  orderToForm,
  windowReversed,
} from "../lib/deliveryOrderForm";
import { AddressField } from "./AddressField";
import { AddRowButton, DeliveryItemsField, RemoveRowButton } from "./DeliveryItemsField";
import { OrderPrioritySelect } from "./OrderPrioritySelect";

export interface DeliveryOrderDrawerProps {
  opened: boolean;
  /** null: a new order */
  order: DeliveryOrderRow | null;
  onClose: () => void;
}

/** Add or edit a delivery order in a drawer (full screen on a phone). */
export function DeliveryOrderDrawer({ opened, order, onClose }: DeliveryOrderDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size="xl"
      title={order ? t("deliveries.form.editTitle") : t("deliveries.form.addTitle")}
      formKey={order?.deliveryOrderId ?? "new"}
      testId="order-drawer"
    >
      {(form) => <DeliveryOrderForm order={order} {...form} />}
    </FormDrawer>
  );
}

function DeliveryOrderForm(props: EditFormProps & { order: DeliveryOrderRow | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveDeliveryOrder();
  const form = useForm<DeliveryOrderFormValues>({
    defaultValues: props.order ? orderToForm(props.order) : EMPTY_ORDER_FORM,
  });
  const fields = useFieldArray({ control: form.control, name: "customFields" });
  const { errors } = form.formState;
  const { isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) => {
    const { origin, destination } = values;
    if (!origin || !destination) return;
    save.mutate(
      {
        deliveryOrderId: props.order?.deliveryOrderId ?? null,
        input: formToOrderInput({ ...values, origin, destination }),
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.orders.saved"));
          props.onDone();
        },
        onError: errorNotifier("deliveries.orders.saveFailed"),
      },
    );
  });

  const address = (name: "origin" | "destination") => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value) => (value ? true : t("deliveries.form.addressRequired")) }}
      render={({ field, fieldState }) => (
        <AddressField
          label={t(`deliveries.form.${name}`)}
          hint={t("deliveries.form.pickAddress")}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          testId={`order-${name}`}
        />
      )}
    />
  );

  const windowField = (
    name: "pickupStart" | "pickupEnd" | "deliveryStart" | "deliveryEnd",
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      rules={{
        validate: (value, values) =>
          (name === "pickupEnd" && windowReversed(values.pickupStart, value)) ||
          (name === "deliveryEnd" && windowReversed(values.deliveryStart, value))
            ? t("deliveries.form.windowOrder")
            : true,
      }}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          value={field.value}
          onChange={field.onChange}
          valueFormat="DD MMM YYYY HH:mm"
          clearable
          error={fieldState.error?.message}
          data-testid={`order-${name}`}
        />
      )}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate data-testid="order-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("deliveries.form.customerName")}
              withAsterisk
              error={errors.customerName?.message}
              data-testid="order-customer"
              {...form.register("customerName", {
                validate: (value) => (value.trim() ? true : t("deliveries.form.required")),
              })}
            />
            <TextInput
              label={t("deliveries.form.billedCustomerName")}
              data-testid="order-billed"
              {...form.register("billedCustomerName")}
            />
            <TextInput
              label={t("deliveries.form.shipmentNumber")}
              data-testid="order-shipment"
              {...form.register("shipmentNumber")}
            />
          </SimpleGrid>
          {address("origin")}
          {address("destination")}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("deliveries.form.consigneeName")}
              data-testid="order-consignee-name"
              {...form.register("destinationContactName")}
            />
            <TextInput
              label={t("deliveries.form.consigneePhone")}
              description={t("deliveries.form.consigneeHint")}
              type="tel"
              inputMode="tel"
              placeholder="0812…"
              error={errors.destinationContactPhone?.message}
              data-testid="order-consignee-phone"
              {...form.register("destinationContactPhone", {
                validate: (value) =>
                  !value.trim() || parseIndonesianPhone(value)
                    ? true
                    : t("deliveries.form.consigneePhoneInvalid"),
              })}
            />
          </SimpleGrid>
          <Text fw={600} fz="sm">
            {t("deliveries.form.pickupWindow")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {windowField("pickupStart", t("deliveries.form.from"))}
            {windowField("pickupEnd", t("deliveries.form.until"))}
          </SimpleGrid>
          <Text fw={600} fz="sm">
            {t("deliveries.form.deliveryWindow")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {windowField("deliveryStart", t("deliveries.form.from"))}
            {windowField("deliveryEnd", t("deliveries.form.until"))}
          </SimpleGrid>
          <Divider label={t("deliveries.form.items")} labelPosition="left" />
          <DeliveryItemsField form={form} testId="order" />
          <Controller
            control={form.control}
            name="requiredSkills"
            render={({ field }) => (
              <VehicleSkillsSelect
                label={t("deliveries.form.requiredSkills")}
                description={t("deliveries.form.requiredSkillsHint")}
                value={field.value}
                onChange={field.onChange}
                data-testid="order-requiredSkills"
              />
            )}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <OrderPrioritySelect
                description={t("deliveries.form.priorityHint")}
                value={field.value}
                onChange={field.onChange}
                testId="order-priority"
              />
            )}
          />
          <Divider label={t("deliveries.form.customFields")} labelPosition="left" />
          {fields.fields.map((field, index) => (
            <Group key={field.id} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t("deliveries.form.fieldKey")}
                style={{ flex: "1 1 140px" }}
                {...form.register(`customFields.${index}.key`)}
              />
              <TextInput
                label={t("deliveries.form.fieldValue")}
                style={{ flex: "2 1 180px" }}
                {...form.register(`customFields.${index}.value`)}
              />
              <RemoveRowButton onClick={() => fields.remove(index)} />
            </Group>
          ))}
          <AddRowButton
            label={t("deliveries.form.addField")}
            onClick={() => fields.append({ key: "", value: "" })}
          />
          <Textarea label={t("deliveries.form.notes")} autosize minRows={2} {...form.register("notes")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t("deliveries.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="order-save">
              {t("deliveries.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
