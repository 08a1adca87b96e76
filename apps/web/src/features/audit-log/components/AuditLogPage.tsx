import { AUDIT_ACTION_LABELS, MAX_AUDIT_LOG_DAYS, zonedDay, zonedDayStart } from "@armada/domain";
import { Badge, Button, Card, CloseButton, Group, Select, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { appTimeZone, formatDateTime } from "@/shared/i18n/format";
import { DateRangeFilter } from "@/shared/ui/DateRangeFilter";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { type AuditEventRow, type AuditLogFilter, auditExportUrl, useAuditEvents } from "../api/auditLog";

const DAY_MS = 86_400_000;

/** The entry's plain details (old → new values and the like) as name and shown value; none for an unreadable one. */
function auditDetailLines(details: string): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(details);
    if (!parsed || typeof parsed !== "object") return [];
    return Object.entries(parsed).map(([name, value]) => [name, value === null ? "—" : String(value)]);
  } catch {
    return [];
  }
}

/** Details whose values are codes of the server (a sign-in's method, a failure's reason), shown in words. */
const CODED_DETAILS = new Set(["method", "reason", "via", "required", "truncated"]);

/** /setting/audit-log/: who did what in the company, filtered by period, user, action and text; exported as XLSX. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "id";
  const zone = appTimeZone();
  const narrow = useMediaQuery("(max-width: 48em)");
  const [period, setPeriod] = useState({
    start: zonedDay(new Date(Date.now() - 6 * DAY_MS), zone),
    end: zonedDay(new Date(), zone),
  });
  const [user, setUser] = useState<{ id: number; name: string } | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [exporting, setExporting] = useState(false);
  const filter: AuditLogFilter = {
    startDate: zonedDayStart(period.start, zone).toISOString(),
    endDate: new Date(zonedDayStart(period.end, zone).getTime() + DAY_MS).toISOString(),
    userId: user?.id ?? null,
    action,
    search: debouncedSearch || null,
  };
  const events = useAuditEvents(filter);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadFile(auditExportUrl(filter), () => {});
    } catch (error) {
      errorNotifier("auditLog.exportFailed")(error);
    } finally {
      setExporting(false);
    }
  };

  const actor = (row: AuditEventRow) =>
    row.actorUserId && row.actorName ? (
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        onClick={() => setUser({ id: row.actorUserId as number, name: row.actorName as string })}
        data-testid="audit-actor"
      >
        {row.actorName}
      </Button>
    ) : (
      <Text fz="sm">{row.actorName ?? "—"}</Text>
    );
  const target = (row: AuditEventRow) => (
    <Stack gap={0}>
      <Text fz="sm">
        {t(`auditLog.targets.${row.targetType}`, { defaultValue: row.targetType })}: {row.targetLabel || "—"}
      </Text>
      {auditDetailLines(row.details).map(([name, value]) => (
        <Text key={name} fz="xs" c="dimmed" data-testid="audit-detail">
          {t(`auditLog.details.${name}`, { defaultValue: name })}:{" "}
          {CODED_DETAILS.has(name) ? t(`auditLog.values.${value}`, { defaultValue: value }) : value}
        </Text>
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t("auditLog.title")} description={t("auditLog.description")} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <DateRangeFilter
          label={t("auditLog.period")}
          start={period.start}
          end={period.end}
          maxDays={MAX_AUDIT_LOG_DAYS}
          onChange={(start, end) => setPeriod({ start, end })}
          testId="audit-period"
        />
        <Select
          aria-label={t("auditLog.action")}
          placeholder={t("auditLog.allActions")}
          data={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
            value,
            label: label[language],
          }))}
          value={action}
          onChange={setAction}
          clearable
          searchable
          w={{ base: "100%", sm: 240 }}
          data-testid="audit-action"
        />
        <SearchInput
          placeholder={t("auditLog.search")}
          value={search}
          onSearch={setSearch}
          w={{ base: "100%", sm: 240 }}
          testId="audit-search"
        />
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          loading={exporting}
          onClick={exportXlsx}
          data-testid="audit-export"
        >
          {t("auditLog.export")}
        </Button>
      </Group>
      {user ? (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton size="xs" aria-label={t("auditLog.clearUser")} onClick={() => setUser(null)} />
            }
            data-testid="audit-user-filter"
          >
            {t("auditLog.byUser", { name: user.name })}
          </Badge>
        </Group>
      ) : null}
      {events.isError ? (
        <LoadFailed
          message={t("auditLog.loadFailed")}
          retryLabel={t("auditLog.retry")}
          onRetry={() => events.refetch()}
        />
      ) : null}
      {!events.isPending && rows.length === 0 ? (
        <Text c="dimmed" data-testid="audit-empty">
          {t("auditLog.empty")}
        </Text>
      ) : null}
      {narrow ? (
        <Stack gap="sm" data-testid="audit-cards">
          {rows.map((row) => (
            <Card key={row.id} withBorder radius="md" padding="sm" data-testid="audit-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Badge variant="light">{row.actionLabel}</Badge>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(row.createdOn, i18n.language)}
                </Text>
              </Group>
              {target(row)}
              <Group gap={4}>
                <Text fz="sm" c="dimmed">
                  {t("auditLog.by")}
                </Text>
                {actor(row)}
              </Group>
              <Text fz="xs" c="dimmed">
                {row.ip ?? "—"}
              </Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("auditLog.time")}</Table.Th>
                <Table.Th>{t("auditLog.user")}</Table.Th>
                <Table.Th>{t("auditLog.action")}</Table.Th>
                <Table.Th>{t("auditLog.object")}</Table.Th>
                <Table.Th>{t("auditLog.ip")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="audit-row">
                  <Table.Td>{formatDateTime(row.createdOn, i18n.language)}</Table.Td>
                  <Table.Td>{actor(row)}</Table.Td>
                  <Table.Td>{row.actionLabel}</Table.Td>
                  <Table.Td>{target(row)}</Table.Td>
                  <Table.Td>{row.ip ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {events.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={events.isFetchingNextPage}
            onClick={() => events.fetchNextPage()}
            data-testid="audit-more"
          >
            {t("auditLog.more")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
