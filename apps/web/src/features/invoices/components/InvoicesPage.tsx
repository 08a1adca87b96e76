import { INVOICE_STATUSES, type InvoiceStatus } from "@armada/domain";
import { Badge, Button, Group, Stack, Tabs, Text } from "@mantine/core";
import { IconDownload, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { formatDay, formatRupiah } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type InvoiceRow, useInvoices } from "../api/invoices";
import { CreateInvoiceDrawer } from "./CreateInvoiceDrawer";
import { InvoiceDetailDrawer } from "./InvoiceDetailDrawer";
import { InvoiceSettingsPanel } from "./InvoiceSettingsPanel";
import { RateCardsPanel } from "./RateCardsPanel";

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  DRAFT: "gray",
  ISSUED: "blue",
  PAID: "green",
  CANCELLED: "red",
};

const day = (time: string, language: string) => formatDay(time.slice(0, 10), language);

/** /invoice/: the company's invoices (status chips, list, detail, create from delivered orders), rate cards, settings. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const invoices = useInvoices({ status, page: paging.page, show: paging.pageSize });

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/invoices/export${status ? `?status=${status}` : ""}`, () => {});
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t("invoices.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnDef<InvoiceRow, unknown>[] = [
    {
      id: "number",
      header: t("invoices.number"),
      cell: ({ row }) => (
        <Text fz="sm" fw={600}>
          {row.original.number ?? t("invoices.draftNumber")}
        </Text>
      ),
    },
    { id: "customer", header: t("invoices.customer"), cell: ({ row }) => row.original.customerName },
    {
      id: "period",
      header: t("invoices.period"),
      cell: ({ row }) =>
        `${day(row.original.periodFrom, i18n.language)} – ${day(row.original.periodTo, i18n.language)}`,
    },
    {
      id: "total",
      header: t("invoices.total"),
      cell: ({ row }) => (
        <Text fz="sm" data-testid="invoice-row-total">
          {formatRupiah(row.original.total, i18n.language)}
        </Text>
      ),
    },
    {
      id: "status",
      header: t("invoices.status"),
      cell: ({ row }) => (
        <Badge
          color={INVOICE_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="invoice-status"
        >
          {t(`invoices.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "open",
      header: "",
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpenId(row.original.invoiceId)}
          data-testid="invoice-open"
        >
          {t("invoices.open")}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t("invoices.title")} description={t("invoices.description")} />
      <Tabs defaultValue="invoices" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">{t("invoices.tabs.invoices")}</Tabs.Tab>
          <Tabs.Tab value="rateCards" data-testid="tab-rate-cards">
            {t("invoices.tabs.rateCards")}
          </Tabs.Tab>
          <Tabs.Tab value="settings" data-testid="tab-invoice-settings">
            {t("invoices.tabs.settings")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <Stack gap="md">
            <Group justify="space-between">
              <StatusFilter
                statuses={[...INVOICE_STATUSES]}
                counts={invoices.data?.counts ?? {}}
                value={status}
                onChange={paging.resetting(setStatus)}
                labelKey="invoices.statuses"
                testId="invoice-status-filter"
              />
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={exporting}
                  onClick={() => void exportList()}
                  data-testid="invoice-export"
                >
                  {t("invoices.export")}
                </Button>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setCreating(true)}
                  data-testid="invoice-add"
                >
                  {t("invoices.add")}
                </Button>
              </Group>
            </Group>
            <DataTable
              data={invoices.data?.rows ?? []}
              columns={columns}
              getRowId={(row) => String(row.invoiceId)}
              total={invoices.data?.total ?? 0}
              {...paging.pager}
              loading={invoices.isPending}
              testId="invoices"
              minWidth={760}
              emptyText={t("invoices.empty")}
              error={
                invoices.isError ? (
                  <LoadFailed
                    message={t("invoices.failed")}
                    retryLabel={t("invoices.retry")}
                    onRetry={() => void invoices.refetch()}
                  />
                ) : undefined
              }
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rateCards" pt="md">
          <RateCardsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <InvoiceSettingsPanel />
        </Tabs.Panel>
      </Tabs>
      <CreateInvoiceDrawer opened={creating} onClose={() => setCreating(false)} onCreated={setOpenId} />
      <InvoiceDetailDrawer invoiceId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
