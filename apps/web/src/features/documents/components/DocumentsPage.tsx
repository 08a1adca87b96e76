import {
  canAny,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  type DocumentSubject,
  daysBetween,
  zonedDay,
} from "@armada/domain";
import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconDots, IconPlus, IconSettings } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone, formatDay } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type DocumentRow, useDeleteDocument, useDocuments } from "../api/documents";
import { DocumentDrawer } from "./DocumentDrawer";
import { DocumentSettingsDrawer } from "./DocumentSettingsDrawer";

const STATUS_COLORS: Record<DocumentStatus, string> = { VALID: "green", EXPIRING: "orange", EXPIRED: "red" };

/** /license/: vehicles' and drivers' documents, soonest expiry first, with expired and expiring counts. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const paging = usePaging(10);
  const [status, setStatus] = useState<DocumentStatus | null>(null);
  const [subject, setSubject] = useState<DocumentSubject | null>(null);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<DocumentRow | "new" | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const documents = useDocuments({ status, subject, search, page: paging.page, show: paging.pageSize });
  const remove = useDeleteDocument();
  if (!canAny(accessKeys, ["vehicle_docs:read", "user_docs:read"])) return <ForbiddenPage />;

  // the company's calendar day, as the server rates the status: from 17.00 UTC on, WIB is a day ahead
  const today = zonedDay(new Date(), appTimeZone());
  const daysLeft = (day: string) => daysBetween(today, day);
  const confirmDelete = (document: DocumentRow) =>
    confirmDestructive({
      title: t("documents.deleteTitle"),
      text: t("documents.deleteText", {
        type: t(`documents.types.${document.type}`),
        number: document.number,
      }),
      confirmLabel: t("documents.delete"),
      cancelLabel: t("documents.cancel"),
      testId: "confirm-delete-document",
      onConfirm: () =>
        remove.mutate(document.documentId, {
          onSuccess: () => notifySuccess(t("documents.deleted")),
          onError: errorNotifier("documents.actionFailed"),
        }),
    });

  const columns: ColumnDef<DocumentRow, unknown>[] = [
    {
      id: "owner",
      header: t("documents.owner"),
      cell: ({ row }) => (
        <Text fz="sm" fw={600}>
          {row.original.licensePlate ?? row.original.driverName ?? "—"}
        </Text>
      ),
    },
    {
      id: "type",
      header: t("documents.type"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{t(`documents.types.${row.original.type}`)}</Text>
          <Text fz="xs" c="dimmed">
            {row.original.number}
          </Text>
        </Stack>
      ),
    },
    {
      id: "issued",
      header: t("documents.issuedOn"),
      cell: ({ row }) => formatDay(row.original.issuedOn, i18n.language),
    },
    {
      id: "expires",
      header: t("documents.expiresOn"),
      cell: ({ row }) => {
        const left = daysLeft(row.original.expiresOn);
        return (
          <Stack gap={0}>
            <Text fz="sm">{formatDay(row.original.expiresOn, i18n.language)}</Text>
            <Text fz="xs" c={left < 0 ? "red" : "dimmed"}>
              {left < 0 ? t("documents.daysAgo", { count: -left }) : t("documents.daysLeft", { count: left })}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: "status",
      header: t("documents.status"),
      cell: ({ row }) => (
        <Badge
          color={STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="document-status"
        >
          {t(`documents.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("documents.actions"),
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t("documents.actions")} data-testid="document-actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setEditing(row.original)} data-testid="document-edit">
              {t("documents.edit")}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => confirmDelete(row.original)} data-testid="document-delete">
              {t("documents.delete")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t("documents.title")}
        description={t("documents.description")}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={() => setSettingsOpen(true)}
              data-testid="document-settings"
            >
              {t("documents.settings.open")}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing("new")}
              data-testid="document-add"
            >
              {t("documents.add")}
            </Button>
          </Group>
        }
      />
      <StatusFilter
        statuses={[...DOCUMENT_STATUSES].reverse()}
        counts={documents.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="documents.statuses"
        testId="document-status-filter"
      />
      <Group>
        <SegmentedControl
          value={subject ?? "ALL"}
          onChange={(value) =>
            paging.resetting(setSubject)(value === "ALL" ? null : (value as DocumentSubject))
          }
          data={[
            { value: "ALL", label: t("table.all") },
            { value: "VEHICLE", label: t("documents.subjects.VEHICLE") },
            { value: "DRIVER", label: t("documents.subjects.DRIVER") },
          ]}
        />
        <SearchInput
          placeholder={t("documents.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="document-search"
        />
      </Group>
      <DataTable
        data={documents.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.documentId)}
        total={documents.data?.total ?? 0}
        {...paging.pager}
        loading={documents.isPending}
        testId="documents"
        minWidth={860}
        emptyText={t("documents.empty")}
        error={
          documents.isError ? (
            <LoadFailed
              message={t("documents.failed")}
              retryLabel={t("documents.retry")}
              onRetry={() => void documents.refetch()}
            />
          ) : undefined
        }
      />
      <DocumentDrawer
        opened={editing !== null}
        document={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DocumentSettingsDrawer opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Stack>
  );
}
