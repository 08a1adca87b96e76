import { zonedDay } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone, formatDateTime, formatDay, formatNumber, formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { type InvoiceDetail, useInvoice, useMoveInvoice } from "../api/invoices";
import { INVOICE_STATUS_COLORS } from "./InvoicesPage";

/** An invoice: its orders with their proof of delivery, the totals, the PDF, and the next moves of its status. */
export function InvoiceDetailDrawer(props: { invoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const invoice = useInvoice(props.invoiceId);
  return (
    <Drawer
      opened={props.invoiceId !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={<Text fw={700}>{invoice.data?.number ?? t("invoices.draftNumber")}</Text>}
      data-testid="invoice-detail"
    >
      {invoice.isPending ? (
        <Loader size="sm" />
      ) : invoice.isError || !invoice.data ? (
        <Alert color="red">{t("invoices.failed")}</Alert>
      ) : (
        <InvoiceBody invoice={invoice.data} />
      )}
    </Drawer>
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const move = useMoveInvoice();
  const [reason, setReason] = useState("");
  const rupiah = (amount: number) => formatRupiah(amount, i18n.language);
  const run = (to: "ISSUED" | "PAID" | "CANCELLED") =>
    move.mutate(
      { invoiceId: invoice.invoiceId, to, reason },
      {
        onSuccess: () => notifySuccess(t("invoices.saved")),
        onError: errorNotifier("invoices.actionFailed"),
      },
    );
  const cancel = () =>
    confirmDestructive({
      title: t("invoices.cancelTitle"),
      text: t("invoices.cancelText", { number: invoice.number ?? t("invoices.draftNumber") }),
      confirmLabel: t("invoices.cancelInvoice"),
      cancelLabel: t("invoices.back"),
      testId: "confirm-cancel-invoice",
      onConfirm: () => run("CANCELLED"),
    });
  const rate = formatNumber(invoice.ppnRatePercent, i18n.language, 2);
  const totals: [string, number, string][] = [
    [t("invoices.subtotal"), invoice.subtotal, "invoice-subtotal"],
    ...(invoice.ppnDppNilaiLain
      ? [[t("invoices.ppnBase"), invoice.ppnBase, "invoice-ppn-base"] as [string, number, string]]
      : []),
    [
      t(invoice.pricesIncludePpn ? "invoices.ppnIncluded" : "invoices.ppn", { rate }),
      invoice.ppn,
      "invoice-ppn",
    ],
    ...(invoice.pph23RatePercent > 0
      ? [
          [
            t("invoices.pph23", { rate: formatNumber(invoice.pph23RatePercent, i18n.language, 2) }),
            -invoice.pph23,
            "invoice-pph23",
          ] as [string, number, string],
        ]
      : []),
    [t("invoices.total"), invoice.total, "invoice-total"],
  ];
  const open = invoice.status === "DRAFT" || invoice.status === "ISSUED";
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          color={INVOICE_STATUS_COLORS[invoice.status]}
          variant="light"
          tt="none"
          data-testid="invoice-detail-status"
        >
          {t(`invoices.statuses.${invoice.status}`)}
        </Badge>
        <Text fz="sm">{invoice.customerName}</Text>
        <Text fz="sm" c="dimmed">
          {invoice.serviceType}
        </Text>
        {invoice.dueOn ? (
          <Text fz="sm" c="dimmed" data-testid="invoice-due">
            {t("invoices.dueOn", {
              date: formatDay(zonedDay(new Date(invoice.dueOn), appTimeZone()), i18n.language),
            })}
          </Text>
        ) : null}
      </Group>
      {invoice.cancelReason ? <Alert color="red">{invoice.cancelReason}</Alert> : null}
      <ScrollArea>
        <Table miw={620} fz="sm" data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("invoices.order")}</Table.Th>
              <Table.Th>{t("invoices.pod")}</Table.Th>
              <Table.Th ta="right">{t("invoices.amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.deliveryOrderId}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {line.deliveryOrderCode}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {line.description.replace(/^DO-\d+ · /u, "")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {line.podTime ? (
                    <Text fz="xs">
                      {line.podReceiverName ?? "—"} · {formatDateTime(line.podTime, i18n.language)}
                    </Text>
                  ) : (
                    <Text fz="xs" c="orange">
                      {t("invoices.noPod")}: {line.podOverrideReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{rupiah(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack gap={4} align="flex-end">
        {totals.map(([label, amount, testId]) => (
          <Group key={testId} gap="md">
            <Text fz="sm">{label}</Text>
            <Text fz="sm" fw={testId === "invoice-total" ? 700 : 400} data-testid={testId}>
              {amount < 0 ? `−${rupiah(-amount)}` : rupiah(amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group gap="xs">
        {[
          { query: "", label: t("invoices.pdf"), testId: "invoice-pdf", shown: true },
          {
            query: "?withProof=1",
            label: t("invoices.pdfWithProof"),
            testId: "invoice-pdf-with-proof",
            shown: invoice.lines.some((line) => line.podTime),
          },
        ]
          .filter((link) => link.shown)
          .map((link) => (
            <Button
              key={link.testId}
              component="a"
              href={`/api/invoices/${invoice.invoiceId}/pdf${link.query}`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              data-testid={link.testId}
            >
              {link.label}
            </Button>
          ))}
        {invoice.status === "DRAFT" ? (
          <Button onClick={() => run("ISSUED")} loading={move.isPending} data-testid="invoice-issue">
            {t("invoices.issue")}
          </Button>
        ) : null}
        {invoice.status === "ISSUED" ? (
          <Button
            color="green"
            onClick={() => run("PAID")}
            loading={move.isPending}
            data-testid="invoice-paid"
          >
            {t("invoices.markPaid")}
          </Button>
        ) : null}
      </Group>
      {open ? (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t("invoices.cancelReason")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="invoice-cancel-reason"
          />
          <Button
            color="red"
            variant="light"
            disabled={reason.trim().length < 3}
            onClick={cancel}
            data-testid="invoice-cancel"
          >
            {t("invoices.cancelInvoice")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
