import { SERVICE_TYPES, type ServiceType } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useCreateInvoiceDraft, useInvoiceableOrders, useInvoiceCustomerDefaults } from "../api/invoices";

/** A draft invoice from a customer's delivered orders of a period; the drawer shows which lack proof of delivery. */
export function CreateInvoiceDrawer(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={t("invoices.form.title")}
      formKey="new"
      testId="invoice-drawer"
    >
      {(form) => <CreateInvoiceForm {...form} onCreated={props.onCreated} />}
    </FormDrawer>
  );
}

/** The period's days as the server's [from, to) in the browser's zone. */
const periodOf = (customerName: string, from: string, to: string) =>
  customerName.trim() && from && to && from <= to
    ? {
        customerName: customerName.trim(),
        from: dayjs(from).startOf("day").toISOString(),
        to: dayjs(to).add(1, "day").startOf("day").toISOString(),
      }
    : null;

function CreateInvoiceForm(props: EditFormProps & { onCreated: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [customerName, setCustomerName] = useState("");
  const [from, setFrom] = useState(dayjs().subtract(30, "day").format("YYYY-MM-DD"));
  const [to, setTo] = useState(dayjs().format("YYYY-MM-DD"));
  const [serviceType, setServiceType] = useState<ServiceType>("FTL");
  const [withholdPph23, setWithholdPph23] = useState(true);
  /** the user set PPh 23 by hand since the customer's orders were asked: the remembered choice no longer applies */
  const [pph23Touched, setPph23Touched] = useState(false);
  const [asked, setAsked] = useState<ReturnType<typeof periodOf>>(null);
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const orders = useInvoiceableOrders(asked);
  const customerDefaults = useInvoiceCustomerDefaults(asked?.customerName ?? null);
  const remembered = customerDefaults.data?.remembered === true && !pph23Touched;
  useEffect(() => {
    if (customerDefaults.data && !pph23Touched) setWithholdPph23(customerDefaults.data.withholdPph23);
  }, [customerDefaults.data, pph23Touched]);
  const create = useCreateInvoiceDraft();
  const { onDirtyChange } = props;
  const dirty = customerName !== "" || chosen.size > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(id, "");
      else next.delete(id);
      return next;
    });
  const noPodChosen = (orders.data ?? []).filter(
    (order) => !order.hasPod && chosen.has(order.deliveryOrderId),
  );
  const missingReason = noPodChosen.some(
    (order) => (chosen.get(order.deliveryOrderId) ?? "").trim().length < 3,
  );

  const submit = () => {
    if (!asked) return;
    create.mutate(
      {
        ...asked,
        serviceType,
        deliveryOrderIds: [...chosen.keys()],
        podOverrides: noPodChosen.map((order) => ({
          deliveryOrderId: order.deliveryOrderId,
          reason: chosen.get(order.deliveryOrderId) ?? "",
        })),
        withholdPph23,
      },
      {
        onSuccess: (created) => {
          notifySuccess(t("invoices.form.created"));
          props.onDone();
          if (created) props.onCreated(created.invoiceId);
        },
        onError: errorNotifier("invoices.actionFailed"),
      },
    );
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t("invoices.customer")}
        value={customerName}
        onChange={(event) => setCustomerName(event.currentTarget.value)}
        withAsterisk
        data-testid="invoice-customer"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t("invoices.form.from")}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          data-testid="invoice-from"
        />
        <TextInput
          type="date"
          label={t("invoices.form.to")}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          data-testid="invoice-to"
        />
        <Select
          label={t("invoices.serviceType")}
          data={SERVICE_TYPES.map((type) => ({ value: type, label: t(`invoices.serviceTypes.${type}`) }))}
          value={serviceType}
          onChange={(value) => value && setServiceType(value as ServiceType)}
          allowDeselect={false}
          data-testid="invoice-service-type"
        />
        <Checkbox
          mt={{ sm: 30 }}
          label={t("invoices.form.withholdPph23")}
          description={t(
            remembered ? "invoices.form.withholdPph23Remembered" : "invoices.form.withholdPph23Hint",
          )}
          checked={withholdPph23}
          onChange={(event) => {
            setPph23Touched(true);
            setWithholdPph23(event.currentTarget.checked);
          }}
          data-testid="invoice-withhold-pph23"
        />
      </SimpleGrid>
      <Button
        variant="light"
        disabled={periodOf(customerName, from, to) === null}
        onClick={() => {
          setChosen(new Map());
          setPph23Touched(false);
          setAsked(periodOf(customerName, from, to));
        }}
        data-testid="invoice-find-orders"
      >
        {t("invoices.form.findOrders")}
      </Button>
      {asked === null ? null : orders.isPending ? (
        <Loader size="sm" />
      ) : orders.isError ? (
        <Alert color="red">{t("invoices.failed")}</Alert>
      ) : (orders.data ?? []).length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("invoices.form.noOrders")}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="invoice-orders">
          {(orders.data ?? []).map((order) => (
            <Stack key={order.deliveryOrderId} gap={4}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Checkbox
                  checked={chosen.has(order.deliveryOrderId)}
                  disabled={order.invoiceNumber !== null}
                  onChange={(event) => toggle(order.deliveryOrderId, event.currentTarget.checked)}
                  aria-label={order.code}
                  data-testid={`invoice-order-${order.code}`}
                />
                <Stack gap={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fz="sm" fw={600}>
                      {order.code}
                    </Text>
                    {order.hasPod ? (
                      <Badge color="green" variant="light" tt="none">
                        {t("invoices.form.pod", {
                          receiver: order.podReceiverName ?? "—",
                          time: formatDateTime(order.podTime, i18n.language, "short"),
                        })}
                      </Badge>
                    ) : (
                      <Badge color="orange" variant="light" tt="none" data-testid="invoice-order-no-pod">
                        {t("invoices.noPod")}
                      </Badge>
                    )}
                    {order.invoiceNumber ? (
                      <Badge color="gray" variant="light" tt="none">
                        {t("invoices.form.onInvoice", { number: order.invoiceNumber })}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {order.destinationAddress} · {formatDateTime(order.deliveredOn, i18n.language, "short")}
                  </Text>
                </Stack>
              </Group>
              {!order.hasPod && chosen.has(order.deliveryOrderId) ? (
                <TextInput
                  label={t("invoices.form.overrideReason")}
                  value={chosen.get(order.deliveryOrderId) ?? ""}
                  onChange={(event) => {
                    const reason = event.currentTarget.value;
                    setChosen((before) => new Map(before).set(order.deliveryOrderId, reason));
                  }}
                  withAsterisk
                  data-testid={`invoice-override-${order.code}`}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t("invoices.back")}
        </Button>
        <Button
          onClick={submit}
          disabled={chosen.size === 0 || missingReason}
          loading={create.isPending}
          data-testid="invoice-create"
        >
          {t("invoices.form.create")}
        </Button>
      </Group>
    </Stack>
  );
}
