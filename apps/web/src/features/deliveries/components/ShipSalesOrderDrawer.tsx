import { checkShipments } from "@armada/domain";
import { Alert, Button, Card, Group, NumberInput, Stack, Table, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type SalesOrderRow, useCreateDeliveryOrdersFromSalesOrder } from "../api/salesOrders";
import { type AddressValue, toAddressInput } from "../lib/deliveryOrderForm";
import { AddressField } from "./AddressField";

/** "Buat DO": the order's remaining lines split into one or more DOs, each from its origin. */
export function ShipSalesOrderDrawer(props: { order: SalesOrderRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.order !== null}
      onClose={props.onClose}
      size="xl"
      title={t("deliveries.salesOrders.shipTitle", { code: props.order?.code ?? "" })}
      formKey={props.order?.salesOrderId ?? "none"}
      testId="so-ship-drawer"
    >
      {(form) => (props.order ? <ShipForm order={props.order} {...form} /> : null)}
    </FormDrawer>
  );
}

interface Shipment {
  origin: AddressValue;
  /** quantity per lineNo */
  quantities: Record<number, number>;
}

function ShipForm(props: EditFormProps & { order: SalesOrderRow }) {
  const { t } = useTranslation();
  const { order } = props;
  const make = useCreateDeliveryOrdersFromSalesOrder();
  const open = order.lines.filter((line) => line.remainingQuantity > 0);
  const [shipments, setShipments] = useState<Shipment[]>([
    {
      origin: null,
      quantities: Object.fromEntries(open.map((line) => [line.lineNo, line.remainingQuantity])),
    },
  ]);
  const [submitted, setSubmitted] = useState(false);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(true), [onDirtyChange]);

  const requested = shipments.map((shipment) =>
    open.map((line) => ({ lineNo: line.lineNo, quantity: shipment.quantities[line.lineNo] ?? 0 })),
  );
  // what is left is already net of the live DOs: check against it alone
  const problems = checkShipments(
    open.map((line) => ({ ...line, quantity: line.remainingQuantity })),
    [],
    requested,
  );
  const missingOrigin = shipments.some((shipment) => !shipment.origin);
  const left = (lineNo: number) =>
    (open.find((line) => line.lineNo === lineNo)?.remainingQuantity ?? 0) -
    shipments.reduce((sum, shipment) => sum + (shipment.quantities[lineNo] ?? 0), 0);

  const update = (index: number, change: Partial<Shipment>) =>
    setShipments((current) =>
      current.map((shipment, i) => (i === index ? { ...shipment, ...change } : shipment)),
    );

  const submit = () => {
    setSubmitted(true);
    if (problems.length > 0 || missingOrigin) return;
    make.mutate(
      {
        salesOrderId: order.salesOrderId,
        shipments: shipments.map((shipment, index) => ({
          origin: toAddressInput(shipment.origin as NonNullable<AddressValue>),
          lines: (requested[index] ?? []).filter((line) => line.quantity > 0),
        })),
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.salesOrders.shipped", { count: shipments.length }));
          props.onDone();
        },
        onError: errorNotifier("deliveries.salesOrders.shipFailed"),
      },
    );
  };

  return (
    <Stack gap="md" data-testid="so-ship-form">
      <Text fz="sm" c="dimmed">
        {t("deliveries.salesOrders.shipHint")}
      </Text>
      {shipments.map((shipment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: shipments have no id until they are DOs
        <Card key={index} withBorder padding="sm" data-testid="so-shipment">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t("deliveries.salesOrders.shipment", { number: index + 1 })}</Text>
              {shipments.length > 1 ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setShipments((current) => current.filter((_, i) => i !== index))}
                >
                  {t("deliveries.delete")}
                </Button>
              ) : null}
            </Group>
            <AddressField
              label={t("deliveries.form.origin")}
              hint={t("deliveries.form.pickAddress")}
              value={shipment.origin}
              onChange={(origin) => update(index, { origin })}
              error={submitted && !shipment.origin ? t("deliveries.form.addressRequired") : undefined}
              testId={`so-shipment-origin-${index}`}
            />
            {open.map((line) => (
              <Group key={line.lineNo} justify="space-between" wrap="nowrap">
                <Text fz="sm" style={{ flex: 1 }}>
                  {line.name}
                </Text>
                <NumberInput
                  aria-label={`${line.name} ${index + 1}`}
                  value={shipment.quantities[line.lineNo] ?? 0}
                  onChange={(value) =>
                    update(index, {
                      quantities: {
                        ...shipment.quantities,
                        [line.lineNo]: typeof value === "number" ? value : 0,
                      },
                    })
                  }
                  min={0}
                  decimalScale={0}
                  w={110}
                  data-testid={`so-shipment-qty-${index}-${line.lineNo}`}
                />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            setShipments((current) => [
              ...current,
              { origin: current.at(-1)?.origin ?? null, quantities: {} },
            ])
          }
          data-testid="so-add-shipment"
        >
          {t("deliveries.salesOrders.addShipment")}
        </Button>
      </Group>
      <Table withTableBorder data-testid="so-ship-remaining">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("deliveries.form.itemName")}</Table.Th>
            <Table.Th ta="right">{t("deliveries.salesOrders.leftAfter")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((line) => (
            <Table.Tr key={line.lineNo}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right" c={left(line.lineNo) < 0 ? "red" : undefined}>
                {left(line.lineNo)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {problems.some((problem) => problem.kind === "OverOrdered") ? (
        <Alert color="red" data-testid="so-ship-over">
          {t("deliveries.salesOrders.overShipped")}
        </Alert>
      ) : null}
      {submitted && problems.some((problem) => problem.kind === "EmptyShipment") ? (
        <Alert color="red">{t("deliveries.salesOrders.emptyShipment")}</Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t("deliveries.cancel")}
        </Button>
        <Button onClick={submit} loading={make.isPending} data-testid="so-ship-save">
          {t("deliveries.salesOrders.makeDos", { count: shipments.length })}
        </Button>
      </Group>
    </Stack>
  );
}
