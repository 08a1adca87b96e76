import { ETOLL_STATEMENT_MAX_BYTES, type TollGateCheck } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload, IconFileImport, IconUpload } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { formatDateTime, formatDistance, formatRupiah } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { notifySuccess } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import { type StatementResult, type TollRowStatus, useEtollStatement } from "../api/etoll";
import { groupedCardNumber } from "../lib/etollCardForm";

const STATUS_COLORS: Record<TollRowStatus, string> = {
  matched: "green",
  unassigned: "orange",
  unmatched: "red",
  duplicate: "gray",
};
const STATUSES = Object.keys(STATUS_COLORS) as TollRowStatus[];
const GATE_CHECK_COLORS: Record<TollGateCheck, string> = { near: "teal", far: "red", noData: "gray" };
const GATE_CHECKS = Object.keys(GATE_CHECK_COLORS) as TollGateCheck[];
type Row = StatementResult["rows"][number];
/** A statement of the company's own cards built from their stored trips, to try the import on. */
const SAMPLE_STATEMENT_URL = "/api/costs/etoll/statement/sample";

/** A count of the preview's rows, named by its test id. */
const countBadge = (testId: string, color: string, text: string, variant: "light" | "outline" = "light") => (
  <Badge key={testId} color={color} variant={variant} size="lg" tt="none" data-testid={testId}>
    {text}
  </Badge>
);

/**
 * Imports a bank's or toll operator's e-toll statement (CSV or XLSX): a preview of the rows matched to a vehicle,
 * on cards not registered or on no vehicle then, and already booked, then (after confirming) books the matched ones.
 */
export function EtollStatementImport() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementResult | null>(null);
  const [shown, setShown] = useState<TollRowStatus | "all">("all");
  const [farOnly, setFarOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloadingSample, setDownloadingSample] = useState(false);
  const statement = useEtollStatement();
  const paging = usePaging(10);
  const rupiah = (value: number) => formatRupiah(value, i18n.language);

  const send = (picked: File, book: boolean) => {
    setError(null);
    if (picked.size > ETOLL_STATEMENT_MAX_BYTES) {
      setError(t("costs.etoll.tooLarge", { megabytes: ETOLL_STATEMENT_MAX_BYTES / 1_000_000 }));
      return;
    }
    statement.mutate(
      { file: picked, book },
      {
        onSuccess: (result) => {
          if (book) {
            notifySuccess(t("costs.etoll.booked", { count: result.booked }));
            setFile(null);
            setPreview(null);
          } else {
            setPreview(result);
            setShown("all");
            setFarOnly(false);
            paging.setPage(1);
          }
        },
        onError: (failure) => setError(failure.message || t("costs.etoll.importFailed")),
      },
    );
  };
  const downloadSample = async () => {
    setError(null);
    setDownloadingSample(true);
    try {
      await downloadFile(SAMPLE_STATEMENT_URL, () => {});
    } catch (failure) {
      setError((failure as Error).message || t("costs.etoll.sampleFailed"));
    } finally {
      setDownloadingSample(false);
    }
  };
  const pick = (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    if (picked) send(picked, false);
  };

  const rows = (preview?.rows ?? []).filter(
    (row) => (shown === "all" || row.status === shown) && (!farOnly || row.gateCheck === "far"),
  );
  const columns: ColumnDef<Row, unknown>[] = [
    { id: "line", header: t("costs.etoll.line"), cell: ({ row }) => row.original.line },
    {
      id: "time",
      header: t("costs.spentAt"),
      cell: ({ row }) => formatDateTime(row.original.time, i18n.language, "short"),
    },
    {
      id: "card",
      header: t("costs.etoll.cardNumber"),
      cell: ({ row }) => (
        <Text fz="sm" ff="monospace">
          {groupedCardNumber(row.original.cardNumber)}
        </Text>
      ),
    },
    {
      id: "gate",
      header: t("costs.etoll.gate"),
      cell: ({ row }) => [row.original.gateIn, row.original.gateOut].filter(Boolean).join(" → ") || "—",
    },
    { id: "amount", header: t("costs.amount"), cell: ({ row }) => rupiah(row.original.amount) },
    {
      id: "status",
      header: t("costs.etoll.status"),
      cell: ({ row }) => (
        <Group gap={6}>
          <Badge color={STATUS_COLORS[row.original.status]} variant="light" tt="none">
            {t(`costs.etoll.statuses.${row.original.status}`)}
          </Badge>
          {row.original.licensePlate ? <Text fz="sm">{row.original.licensePlate}</Text> : null}
        </Group>
      ),
    },
    {
      id: "gateCheck",
      header: t("costs.etoll.gateCheck"),
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start" data-testid="etoll-gate-check" data-check={row.original.gateCheck}>
          <Badge color={GATE_CHECK_COLORS[row.original.gateCheck]} variant="light" tt="none">
            {t(`costs.etoll.gateChecks.${row.original.gateCheck}`)}
          </Badge>
          {row.original.gateDistanceMeters !== null ? (
            <Text fz="xs" c="dimmed">
              {t("costs.etoll.gateDistance", {
                distance: formatDistance(row.original.gateDistanceMeters, i18n.language),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Card withBorder padding="md" data-testid="etoll-import">
      <Stack gap="md">
        <div>
          <Title order={4}>{t("costs.etoll.importTitle")}</Title>
          <Text fz="sm" c="dimmed">
            {t("costs.etoll.importIntro", { megabytes: ETOLL_STATEMENT_MAX_BYTES / 1_000_000 })}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap" align="center">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} />}
            onClick={downloadSample}
            loading={downloadingSample}
            data-testid="etoll-sample-download"
          >
            {t("costs.etoll.sampleDownload")}
          </Button>
          <Text fz="xs" c="dimmed">
            {t("costs.etoll.sampleHint")}
          </Text>
        </Group>
        <FileInput
          label={t("costs.etoll.file")}
          placeholder={t("costs.etoll.filePlaceholder")}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pick}
          clearable
          leftSection={<IconUpload size={16} />}
          disabled={statement.isPending}
          data-testid="etoll-file"
        />
        {error ? (
          <Alert color="red" data-testid="etoll-import-error">
            {error}
          </Alert>
        ) : null}
        {statement.isPending && !preview ? <Text fz="sm">{t("costs.etoll.reading")}</Text> : null}
        {preview ? (
          <Stack gap="sm" data-testid="etoll-preview">
            <Group gap="xs" wrap="wrap">
              {STATUSES.map((status) =>
                countBadge(
                  `etoll-count-${status}`,
                  STATUS_COLORS[status],
                  t(`costs.etoll.counts.${status}`, {
                    count: status === "duplicate" ? preview.duplicates : preview[status],
                  }),
                ),
              )}
              {preview.topUps > 0 ? (
                <Badge color="blue" variant="light" size="lg" tt="none">
                  {t("costs.etoll.counts.topUps", { count: preview.topUps })}
                </Badge>
              ) : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              {GATE_CHECKS.map((check) =>
                countBadge(
                  `etoll-gate-count-${check}`,
                  GATE_CHECK_COLORS[check],
                  t(`costs.etoll.gateCounts.${check}`, { count: preview.gateChecks[check] }),
                  "outline",
                ),
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {t("costs.etoll.gateHint")}
            </Text>
            {preview.sample ? (
              <Alert color="blue" data-testid="etoll-sample-notice">
                {t("costs.etoll.samplePreview")}
              </Alert>
            ) : null}
            {preview.issues.length > 0 ? (
              <Alert color="orange" data-testid="etoll-issues">
                {t("costs.etoll.issues", {
                  lines: preview.issues
                    .map((issue) => `${issue.line} (${t(`costs.etoll.fields.${issue.field}`)})`)
                    .join(", "),
                })}
              </Alert>
            ) : null}
            <SegmentedControl
              value={shown}
              onChange={(value) => {
                setShown(value as TollRowStatus | "all");
                paging.setPage(1);
              }}
              data={[
                { value: "all", label: t("costs.etoll.all") },
                ...STATUSES.map((status) => ({ value: status, label: t(`costs.etoll.statuses.${status}`) })),
              ]}
              fullWidth
              size="xs"
              data-testid="etoll-status-filter"
            />
            <Switch
              label={t("costs.etoll.gateFarOnly")}
              checked={farOnly}
              onChange={(event) => {
                setFarOnly(event.currentTarget.checked);
                paging.setPage(1);
              }}
              disabled={preview.gateChecks.far === 0}
              data-testid="etoll-gate-far-only"
            />
            <DataTable
              data={rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)}
              columns={columns}
              getRowId={(row) => String(row.line)}
              total={rows.length}
              {...paging.pager}
              loading={false}
              testId="etoll-rows"
              minWidth={900}
              emptyText={t("costs.etoll.noRows")}
            />
            <Group justify="space-between" wrap="wrap">
              <Text fz="sm" data-testid="etoll-matched-amount">
                {t("costs.etoll.toBook", { count: preview.matched, amount: rupiah(preview.matchedAmount) })}
              </Text>
              <Button
                leftSection={<IconFileImport size={16} />}
                disabled={preview.matched === 0 || preview.sample || !file}
                loading={statement.isPending}
                onClick={() => file && send(file, true)}
                data-testid="etoll-book"
              >
                {t("costs.etoll.book", { count: preview.matched })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
