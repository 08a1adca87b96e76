import { RATE_UNITS, type RateUnit, SERVICE_TYPES, type ServiceType } from "@armada/domain";
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { usePaging } from "@/shared/ui/usePaging";
import { type RateCardRow, useDeleteRateCard, useRateCards, useSaveRateCard } from "../api/invoices";

/** The rate cards: who pays what per unit, with the extra charges; add, edit, delete after confirmation. */
export function RateCardsPanel() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const cards = useRateCards({ page: paging.page, show: paging.pageSize });
  const remove = useDeleteRateCard();
  const [editing, setEditing] = useState<RateCardRow | "new" | null>(null);
  const rupiah = (amount: number) => formatRupiah(amount, i18n.language);
  const confirmDelete = (card: RateCardRow) =>
    confirmDestructive({
      title: t("invoices.rateCards.deleteTitle"),
      text: t("invoices.rateCards.deleteText", { customer: card.customerName }),
      confirmLabel: t("invoices.rateCards.delete"),
      cancelLabel: t("invoices.back"),
      testId: "confirm-delete-rate-card",
      onConfirm: () =>
        remove.mutate(card.rateCardId, {
          onSuccess: () => notifySuccess(t("invoices.rateCards.deleted")),
          onError: errorNotifier("invoices.actionFailed"),
        }),
    });
  const columns: ColumnDef<RateCardRow, unknown>[] = [
    {
      id: "customer",
      header: t("invoices.customer"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.original.customerName}
          </Text>
          <Text fz="xs" c="dimmed">
            {[row.original.originArea, row.original.destinationArea]
              .map((area) => area ?? t("invoices.rateCards.anyArea"))
              .join(" → ")}
            {row.original.vehicleSize ? ` · ${row.original.vehicleSize}` : ""}
          </Text>
        </Stack>
      ),
    },
    {
      id: "service",
      header: t("invoices.serviceType"),
      cell: ({ row }) => t(`invoices.serviceTypes.${row.original.serviceType}`),
    },
    {
      id: "price",
      header: t("invoices.rateCards.price"),
      cell: ({ row }) => `${rupiah(row.original.price)} / ${t(`invoices.units.${row.original.unit}`)}`,
    },
    {
      id: "extras",
      header: t("invoices.rateCards.extras"),
      cell: ({ row }) => (
        <Text fz="xs">
          {t("invoices.rateCards.extrasText", {
            waiting: rupiah(row.original.waitingPricePerHour),
            free: row.original.waitingFreeMinutes,
            drop: rupiah(row.original.extraDropPrice),
            night: rupiah(row.original.overnightPrice),
          })}
        </Text>
      ),
    },
    {
      id: "actions",
      header: t("invoices.actions"),
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t("invoices.actions")} data-testid="rate-card-actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setEditing(row.original)}>{t("invoices.rateCards.edit")}</Menu.Item>
            <Menu.Item color="red" onClick={() => confirmDelete(row.original)}>
              {t("invoices.rateCards.delete")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing("new")}
          data-testid="rate-card-add"
        >
          {t("invoices.rateCards.add")}
        </Button>
      </Group>
      <DataTable
        data={cards.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.rateCardId)}
        total={cards.data?.total ?? 0}
        {...paging.pager}
        loading={cards.isPending}
        testId="rate-cards"
        minWidth={760}
        emptyText={t("invoices.rateCards.empty")}
        error={cards.isError ? t("invoices.failed") : undefined}
      />
      <FormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("invoices.rateCards.add") : t("invoices.rateCards.edit")}
        formKey={editing === "new" || editing === null ? "new" : editing.rateCardId}
        testId="rate-card-drawer"
      >
        {(form) => <RateCardForm card={editing === "new" ? null : editing} {...form} />}
      </FormDrawer>
    </Stack>
  );
}

interface RateCardFormValues {
  customerName: string;
  serviceType: ServiceType;
  originArea: string;
  destinationArea: string;
  vehicleSize: string;
  unit: RateUnit;
  price: number;
  waitingFreeMinutes: number;
  waitingPricePerHour: number;
  extraDropPrice: number;
  overnightPrice: number;
}

function RateCardForm(props: EditFormProps & { card: RateCardRow | null }) {
  const { t } = useTranslation();
  const save = useSaveRateCard();
  const { card } = props;
  const form = useForm<RateCardFormValues>({
    defaultValues: {
      customerName: card?.customerName ?? "",
      serviceType: card?.serviceType ?? "FTL",
      originArea: card?.originArea ?? "",
      destinationArea: card?.destinationArea ?? "",
      vehicleSize: card?.vehicleSize ?? "",
      unit: card?.unit ?? "TRIP",
      price: card?.price ?? 0,
      waitingFreeMinutes: card?.waitingFreeMinutes ?? 0,
      waitingPricePerHour: card?.waitingPricePerHour ?? 0,
      extraDropPrice: card?.extraDropPrice ?? 0,
      overnightPrice: card?.overnightPrice ?? 0,
    },
  });
  const { isDirty, errors } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const required = t("invoices.form.required");
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        rateCardId: card?.rateCardId ?? null,
        input: {
          ...values,
          originArea: values.originArea.trim() || null,
          destinationArea: values.destinationArea.trim() || null,
          vehicleSize: values.vehicleSize.trim() || null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t("invoices.saved"));
          props.onDone();
        },
        onError: errorNotifier("invoices.actionFailed"),
      },
    ),
  );
  const money = (
    name: "price" | "waitingPricePerHour" | "extraDropPrice" | "overnightPrice",
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={(value) => field.onChange(Number(value) || 0)}
          min={0}
          allowDecimal={false}
          thousandSeparator="."
          decimalSeparator=","
          prefix="Rp "
          data-testid={`rate-card-${name}`}
        />
      )}
    />
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t("invoices.customer")}
          withAsterisk
          error={errors.customerName?.message}
          data-testid="rate-card-customer"
          {...form.register("customerName", { validate: (value) => (value.trim() ? true : required) })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="serviceType"
            render={({ field }) => (
              <Select
                label={t("invoices.serviceType")}
                data={SERVICE_TYPES.map((type) => ({
                  value: type,
                  label: t(`invoices.serviceTypes.${type}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <Select
                label={t("invoices.rateCards.unit")}
                data={RATE_UNITS.map((unit) => ({ value: unit, label: t(`invoices.units.${unit}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                data-testid="rate-card-unit"
              />
            )}
          />
          <TextInput label={t("invoices.rateCards.originArea")} {...form.register("originArea")} />
          <TextInput label={t("invoices.rateCards.destinationArea")} {...form.register("destinationArea")} />
          <TextInput label={t("invoices.rateCards.vehicleSize")} {...form.register("vehicleSize")} />
          {money("price", t("invoices.rateCards.price"))}
          <Controller
            control={form.control}
            name="waitingFreeMinutes"
            render={({ field }) => (
              <NumberInput
                label={t("invoices.rateCards.waitingFreeMinutes")}
                value={field.value}
                onChange={(value) => field.onChange(Number(value) || 0)}
                min={0}
                allowDecimal={false}
              />
            )}
          />
          {money("waitingPricePerHour", t("invoices.rateCards.waitingPricePerHour"))}
          {money("extraDropPrice", t("invoices.rateCards.extraDropPrice"))}
          {money("overnightPrice", t("invoices.rateCards.overnightPrice"))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("invoices.back")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="rate-card-save">
            {t("invoices.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
