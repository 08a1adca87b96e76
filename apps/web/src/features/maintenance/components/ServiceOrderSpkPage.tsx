import { Button, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDay, formatNumber, formatRupiah } from "@/shared/i18n/format";
import { useServiceOrder } from "../api/maintenance";
import classes from "./ServiceOrderSpkPage.module.css";

/** /maintenance/service-orders/:id/spk: the work order (SPK) for the technician, laid out for printing on A4. */
export function ServiceOrderSpkPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { serviceOrderId } = useParams();
  const order = useServiceOrder(Number(serviceOrderId));
  if (order.isPending) {
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  }
  const data = order.data;
  if (!data) return <Text c="red">{t("maintenance.failed")}</Text>;
  const services = [...data.planItems.map((item) => item.name), ...data.extraServices];
  return (
    <Stack gap="md" className={classes.sheet} data-testid="spk">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="xl">
            {t("maintenance.spk.title")}
          </Title>
          <Text fw={700}>{data.code}</Text>
        </Stack>
        <Button
          className={classes.noPrint}
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t("maintenance.spk.print")}
        </Button>
      </Group>
      <Table withTableBorder withColumnBorders>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="30%">{t("maintenance.vehicle")}</Table.Th>
            <Table.Td>{data.licensePlate}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("maintenance.orders.day")}</Table.Th>
            <Table.Td>{formatDay(data.scheduledDay, language)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("maintenance.orders.location")}</Table.Th>
            <Table.Td>
              {t(`maintenance.location.${data.location}`)}
              {data.workshopName ? ` — ${data.workshopName}` : ""}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("maintenance.orders.personInCharge")}</Table.Th>
            <Table.Td>{data.personInCharge}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("maintenance.status")}</Table.Th>
            <Table.Td>{t(`maintenance.orderStatus.${data.status}`)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={2} fz="md">
        {t("maintenance.orders.services")}
      </Title>
      <Table withTableBorder>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service}>
              <Table.Td w={32}>☐</Table.Td>
              <Table.Td>{service}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2} fz="md">
        {t("maintenance.orders.costs")}
      </Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("maintenance.orders.costKind")}</Table.Th>
            <Table.Th>{t("maintenance.orders.costName")}</Table.Th>
            <Table.Th ta="right">{t("maintenance.orders.quantity")}</Table.Th>
            <Table.Th ta="right">{t("maintenance.orders.unitPrice")}</Table.Th>
            <Table.Th ta="right">{t("maintenance.orders.subtotal")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.costLines.map((line) => (
            <Table.Tr key={`${line.kind}-${line.name}`}>
              <Table.Td>{t(`maintenance.costKind.${line.kind}`)}</Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.quantity, language)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.unitPrice, language)}</Table.Td>
              <Table.Td ta="right">
                {formatRupiah(Math.round(line.quantity * line.unitPrice), language)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th colSpan={4} ta="right">
              {t("maintenance.orders.total")}
            </Table.Th>
            <Table.Th ta="right">{formatRupiah(data.totalCost, language)}</Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {data.notes ? <Text fz="sm">{data.notes}</Text> : null}
      <Group grow mt="xl" className={classes.signatures}>
        <Stack gap={48} align="center">
          <Text fz="sm">{t("maintenance.spk.issuedBy")}</Text>
          <Text fz="sm">( ____________________ )</Text>
        </Stack>
        <Stack gap={48} align="center">
          <Text fz="sm">{t("maintenance.spk.technician")}</Text>
          <Text fz="sm">( ____________________ )</Text>
        </Stack>
      </Group>
    </Stack>
  );
}
