import "@mantine/dates/styles.css";
import { parseIndonesianPhone } from "@armada/domain";
import {
  Button,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import "dayjs/locale/id";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { VehicleSkillsSelect } from "@/shared/ui/VehicleSkills";
import { type SalesOrderRow, useSaveSalesOrder } from "../api/salesOrders";
import { windowReversed } from "../lib/deliveryOrderForm";
import {
  emptySalesOrderForm,
  formToSalesOrderInput,
  type SalesOrderFormValues,
  salesOrderToForm,
} from "../lib/salesOrderForm";
import { AddressField } from "./AddressField";
import { AddRowButton, RemoveRowButton } from "./DeliveryItemsField";
import { OrderPrioritySelect } from "./OrderPrioritySelect";

/** Add or edit (a draft) sales order in a drawer (full screen on a phone). */
export function SalesOrderDrawer(props: {
  opened: boolean;
  order: SalesOrderRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={props.order ? t("deliveries.salesOrders.editTitle") : t("deliveries.salesOrders.addTitle")}
      formKey={props.order?.salesOrderId ?? "new"}
      testId="so-drawer"
    >
      {(form) => <SalesOrderForm order={props.order} {...form} />}
    </FormDrawer>
  );
}

const LINE_NUMBERS = ["quantity", "weightKg", "volumeM3", "unitPrice"] as const;

function SalesOrderForm(props: EditFormProps & { order: SalesOrderRow | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSalesOrder();
  const form = useForm<SalesOrderFormValues>({
    defaultValues: props.order ? salesOrderToForm(props.order) : emptySalesOrderForm(),
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const { errors, isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const watched = form.watch("lines");
  const total = watched.reduce((sum, line) => sum + (line.quantity || 0) * (line.unitPrice || 0), 0);

  const submit = form.handleSubmit((values) => {
    const { destination } = values;
    if (!destination) return;
    save.mutate(
      {
        salesOrderId: props.order?.salesOrderId ?? null,
        input: formToSalesOrderInput({ ...values, destination }),
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.salesOrders.saved"));
          props.onDone();
        },
        onError: errorNotifier("deliveries.salesOrders.saveFailed"),
      },
    );
  });

  const windowField = (name: "windowStart" | "windowEnd", label: string) => (
    <Controller
      control={form.control}
      name={name}
      rules={{
        validate: (value, values) =>
          name === "windowEnd" && windowReversed(values.windowStart, value)
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
          data-testid={`so-${name}`}
        />
      )}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate data-testid="so-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("deliveries.form.customerName")}
              withAsterisk
              error={errors.customerName?.message}
              data-testid="so-customer"
              {...form.register("customerName", {
                validate: (value) => (value.trim() ? true : t("deliveries.form.required")),
              })}
            />
            <TextInput
              label={t("deliveries.form.billedCustomerName")}
              data-testid="so-billed"
              {...form.register("billedCustomerName")}
            />
            <TextInput
              type="date"
              label={t("deliveries.salesOrders.orderDate")}
              withAsterisk
              error={errors.orderDate?.message}
              data-testid="so-order-date"
              {...form.register("orderDate", {
                validate: (value) =>
                  /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : t("deliveries.form.required"),
              })}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="destination"
            rules={{ validate: (value) => (value ? true : t("deliveries.form.addressRequired")) }}
            render={({ field, fieldState }) => (
              <AddressField
                label={t("deliveries.form.destination")}
                hint={t("deliveries.form.pickAddress")}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                testId="so-destination"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("deliveries.form.consigneeName")}
              data-testid="so-consignee-name"
              {...form.register("destinationContactName")}
            />
            <TextInput
              label={t("deliveries.form.consigneePhone")}
              type="tel"
              inputMode="tel"
              placeholder="0812…"
              error={errors.destinationContactPhone?.message}
              data-testid="so-consignee-phone"
              {...form.register("destinationContactPhone", {
                validate: (value) =>
                  !value.trim() || parseIndonesianPhone(value)
                    ? true
                    : t("deliveries.form.consigneePhoneInvalid"),
              })}
            />
          </SimpleGrid>
          <Text fw={600} fz="sm">
            {t("deliveries.salesOrders.requestedWindow")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {windowField("windowStart", t("deliveries.form.from"))}
            {windowField("windowEnd", t("deliveries.form.until"))}
          </SimpleGrid>
          <Divider label={t("deliveries.salesOrders.lines")} labelPosition="left" />
          {lines.fields.map((line, index) => (
            <Group key={line.id} align="flex-end" gap="xs" wrap="wrap" data-testid="so-line">
              <TextInput
                label={t("deliveries.form.itemName")}
                style={{ flex: "2 1 160px" }}
                error={errors.lines?.[index]?.name?.message}
                data-testid="so-line-name"
                {...form.register(`lines.${index}.name`, {
                  validate: (value) => (value.trim() ? true : t("deliveries.form.required")),
                })}
              />
              {LINE_NUMBERS.map((key) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={`lines.${index}.${key}`}
                  render={({ field }) => (
                    <NumberInput
                      label={t(
                        key === "unitPrice" ? "deliveries.salesOrders.unitPrice" : `deliveries.form.${key}`,
                      )}
                      value={field.value}
                      onChange={(value) => field.onChange(typeof value === "number" ? value : 0)}
                      min={key === "quantity" ? 1 : 0}
                      decimalScale={key === "quantity" || key === "unitPrice" ? 0 : 3}
                      decimalSeparator=","
                      thousandSeparator="."
                      style={{ flex: key === "unitPrice" ? "1 1 130px" : "1 1 90px" }}
                      data-testid={`so-line-${key}`}
                    />
                  )}
                />
              ))}
              <RemoveRowButton onClick={() => lines.fields.length > 1 && lines.remove(index)} />
            </Group>
          ))}
          <Group justify="space-between">
            <AddRowButton
              label={t("deliveries.form.addItem")}
              onClick={() => lines.append({ name: "", quantity: 1, weightKg: 0, volumeM3: 0, unitPrice: 0 })}
              testId="so-add-line"
            />
            <Text fw={600} data-testid="so-total">
              {t("deliveries.salesOrders.total")}: {formatRupiah(total, i18n.language)}
            </Text>
          </Group>
          <Controller
            control={form.control}
            name="requiredSkills"
            render={({ field }) => (
              <VehicleSkillsSelect
                label={t("deliveries.form.requiredSkills")}
                description={t("deliveries.salesOrders.requiredSkillsHint")}
                value={field.value}
                onChange={field.onChange}
                data-testid="so-requiredSkills"
              />
            )}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <OrderPrioritySelect
                description={t("deliveries.salesOrders.priorityHint")}
                value={field.value}
                onChange={field.onChange}
                testId="so-priority"
              />
            )}
          />
          <Textarea label={t("deliveries.form.notes")} autosize minRows={2} {...form.register("notes")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t("deliveries.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="so-save">
              {t("deliveries.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
