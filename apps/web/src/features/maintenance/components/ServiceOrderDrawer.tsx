import { type ServiceCostKind, serviceCostTotal } from "@armada/domain";
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import {
  type ServiceOrderRow,
  useCreateServiceOrder,
  useServicePlans,
  useUpdateServiceOrder,
} from "../api/maintenance";
import { MaintenanceVehicleSelect } from "./MaintenanceVehicleSelect";

interface CostLineForm {
  kind: ServiceCostKind;
  name: string;
  quantity: number | string;
  unitPrice: number | string;
}
interface OrderForm {
  vehicleId: string | null;
  location: "INTERNAL" | "EXTERNAL";
  workshopName: string;
  personInCharge: string;
  scheduledDay: string;
  planItemIds: string[];
  extraServices: string[];
  costLines: CostLineForm[];
  notes: string;
}

/** What a due item hands the drawer: its vehicle and the item to service. */
export interface ServiceOrderStart {
  vehicleId: number;
  servicePlanItemId: number;
}

const numberOr = (value: number | string, fallback: number) => (typeof value === "number" ? value : fallback);

/**
 * A service order (Perintah Servis): a new draft, or `order` edited while it is a draft or confirmed; vehicle,
 * workshop, person in charge, services, labour and parts. Closing with unsaved changes asks first (FormDrawer).
 */
export function ServiceOrderDrawer(props: {
  opened: boolean;
  start?: ServiceOrderStart | null;
  order?: ServiceOrderRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { start = null, order = null } = props;
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={
        order ? t("maintenance.orders.editTitle", { code: order.code }) : t("maintenance.orders.addTitle")
      }
      formKey={
        order
          ? `order-${order.serviceOrderId}`
          : start
            ? `${start.vehicleId}-${start.servicePlanItemId}`
            : "new"
      }
      testId={order ? "service-order-edit-drawer" : "service-order-drawer"}
    >
      {(form) => <ServiceOrderForm start={start} order={order} {...form} />}
    </FormDrawer>
  );
}

function defaultsOf(start: ServiceOrderStart | null, order: ServiceOrderRow | null): OrderForm {
  if (order)
    return {
      vehicleId: order.vehicleId ? String(order.vehicleId) : null,
      location: order.location,
      workshopName: order.workshopName ?? "",
      personInCharge: order.personInCharge,
      scheduledDay: order.scheduledDay,
      planItemIds: order.planItems.map((item) => String(item.servicePlanItemId)),
      extraServices: [...order.extraServices],
      costLines: order.costLines.map((line) => ({ ...line })),
      notes: order.notes ?? "",
    };
  return {
    vehicleId: start ? String(start.vehicleId) : null,
    location: "INTERNAL",
    workshopName: "",
    personInCharge: "",
    scheduledDay: dayjs().format("YYYY-MM-DD"),
    planItemIds: start ? [String(start.servicePlanItemId)] : [],
    extraServices: [],
    costLines: [],
    notes: "",
  };
}

function ServiceOrderForm({
  start,
  order,
  onDone,
  onCancel,
  onDirtyChange,
}: EditFormProps & { start: ServiceOrderStart | null; order: ServiceOrderRow | null }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const create = useCreateServiceOrder();
  const update = useUpdateServiceOrder();
  const saving = create.isPending || update.isPending;
  const form = useForm<OrderForm>({ defaultValues: defaultsOf(start, order) });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const costLines = useFieldArray({ control: form.control, name: "costLines" });
  const vehicleId = form.watch("vehicleId");
  const plans = useServicePlans(vehicleId ? Number(vehicleId) : null);
  const lines = form.watch("costLines") ?? [];
  const total = serviceCostTotal(
    lines.map((line) => ({
      ...line,
      quantity: numberOr(line.quantity, 0),
      unitPrice: numberOr(line.unitPrice, 0),
    })),
  );

  const submit = form.handleSubmit((values) => {
    const input = {
      vehicleId: Number(values.vehicleId),
      location: values.location,
      workshopName: values.workshopName || null,
      personInCharge: values.personInCharge,
      scheduledDay: values.scheduledDay,
      planItemIds: values.planItemIds.map(Number),
      extraServices: values.extraServices,
      costLines: values.costLines.map((line) => ({
        kind: line.kind,
        name: line.name,
        quantity: numberOr(line.quantity, 1),
        unitPrice: numberOr(line.unitPrice, 0),
      })),
      notes: values.notes || null,
    };
    const done = {
      onSuccess: (saved: { code: string } | null | undefined) => {
        notifySuccess(
          t(order ? "maintenance.orders.updated" : "maintenance.orders.saved", { code: saved?.code ?? "" }),
        );
        onDone();
      },
      onError: errorNotifier("maintenance.actionFailed"),
    };
    if (order) update.mutate({ serviceOrderId: order.serviceOrderId, ...input }, done);
    else create.mutate(input, done);
  });

  const itemOptions = (plans.data ?? []).flatMap((plan) =>
    plan.items.map((item) => ({
      value: String(item.servicePlanItemId),
      label: `${item.name} (${t(`maintenance.dueStatus.${item.status}`)})`,
    })),
  );

  return (
    <form onSubmit={submit} data-testid="service-order-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="vehicleId"
            rules={{ required: t("maintenance.required") }}
            render={({ field, fieldState }) => (
              <MaintenanceVehicleSelect
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue("planItemIds", []);
                }}
                error={fieldState.error?.message}
                testId="service-order-vehicle"
              />
            )}
          />
          <TextInput
            type="date"
            label={t("maintenance.orders.day")}
            withAsterisk
            {...form.register("scheduledDay", { required: t("maintenance.required") })}
            error={form.formState.errors.scheduledDay?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                {t("maintenance.orders.location")}
              </Text>
              <SegmentedControl
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: "INTERNAL", label: t("maintenance.location.INTERNAL") },
                  { value: "EXTERNAL", label: t("maintenance.location.EXTERNAL") },
                ]}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("maintenance.orders.workshop")} {...form.register("workshopName")} />
          <TextInput
            label={t("maintenance.orders.personInCharge")}
            withAsterisk
            {...form.register("personInCharge", { required: t("maintenance.required") })}
            error={form.formState.errors.personInCharge?.message}
            data-testid="service-order-pic"
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="planItemIds"
          render={({ field }) => (
            <MultiSelect
              label={t("maintenance.orders.planItems")}
              description={t("maintenance.orders.planItemsHint")}
              data={itemOptions}
              value={field.value}
              onChange={field.onChange}
              disabled={!vehicleId}
              data-testid="service-order-items"
            />
          )}
        />
        <Controller
          control={form.control}
          name="extraServices"
          render={({ field }) => (
            <TagsInput
              label={t("maintenance.orders.extraServices")}
              placeholder={t("maintenance.orders.extraServicesHint")}
              value={field.value}
              onChange={field.onChange}
              data-testid="service-order-extra"
            />
          )}
        />
        <Divider label={t("maintenance.orders.costs")} labelPosition="left" />
        {costLines.fields.map((line, index) => (
          <Group key={line.id} gap="xs" align="flex-end" wrap={phone ? "wrap" : "nowrap"}>
            <Controller
              control={form.control}
              name={`costLines.${index}.kind`}
              render={({ field }) => (
                <Select
                  w={120}
                  label={t("maintenance.orders.costKind")}
                  data={[
                    { value: "LABOUR", label: t("maintenance.costKind.LABOUR") },
                    { value: "PART", label: t("maintenance.costKind.PART") },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "PART")}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              flex={1}
              miw={140}
              label={t("maintenance.orders.costName")}
              {...form.register(`costLines.${index}.name`, { required: t("maintenance.required") })}
            />
            {(["quantity", "unitPrice"] as const).map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={`costLines.${index}.${key}`}
                render={({ field }) => (
                  <NumberInput
                    w={key === "quantity" ? 80 : 140}
                    label={t(`maintenance.orders.${key}`)}
                    min={0}
                    thousandSeparator="."
                    decimalSeparator=","
                    prefix={key === "unitPrice" ? "Rp " : undefined}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t("maintenance.delete")}
              onClick={() => costLines.remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => costLines.append({ kind: "PART", name: "", quantity: 1, unitPrice: "" })}
          >
            {t("maintenance.orders.addCost")}
          </Button>
          <Text fw={700} data-testid="service-order-total">
            {t("maintenance.orders.total")}: {formatRupiah(total, i18n.language)}
          </Text>
        </Group>
        <Textarea label={t("maintenance.orders.notes")} autosize minRows={2} {...form.register("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("maintenance.cancel")}
          </Button>
          <Button type="submit" loading={saving} data-testid="service-order-save">
            {t("maintenance.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
