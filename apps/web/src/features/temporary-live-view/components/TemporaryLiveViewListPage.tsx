import { buildTemporaryLiveViewLink } from "@armada/domain";
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCopy, IconExternalLink, IconMapPinShare, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { usePublicOrigin } from "@/shared/session/usePublicOrigin";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { TablePager } from "@/shared/ui/TablePager";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type TemporaryLiveViewListRow,
  useDeleteTemporaryLiveView,
  useTemporaryLiveViews,
} from "../api/temporaryLiveViews";
import { remainingParts, viewStatus } from "../lib/format";
import { copyLink, notifyError, notifySuccess } from "../lib/notify";
import { ConfirmModal } from "./ConfirmModal";
import { LiveViewStatusBadge } from "./StatusBadge";

const COLUMN_COUNT = 8;

export function TemporaryLiveViewListPage() {
  const { t, i18n } = useTranslation();
  const publicOrigin = usePublicOrigin();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const [status, setStatus] = useState<"A" | "E" | null>(null);
  const { page, pageSize, setPage, resetting, pager } = usePaging();
  const [deleting, setDeleting] = useState<TemporaryLiveViewListRow | null>(null);
  const query = useTemporaryLiveViews({ search: debounced, status, page, show: pageSize });
  const remove = useDeleteTemporaryLiveView();
  const rows = query.data?.rows ?? [];
  const loading = query.isPending;
  const filtered = debounced.trim() !== "" || status !== null;
  const remaining = (view: TemporaryLiveViewListRow) => {
    const parts = remainingParts(view.expiresOn);
    if (!parts || viewStatus(view) === "E") return t("temporaryLiveView.list.expired");
    return parts
      .map((part) => t(`temporaryLiveView.remaining.${part.unit}`, { count: part.value }))
      .join(" ");
  };
  const link = (view: TemporaryLiveViewListRow) =>
    buildTemporaryLiveViewLink(publicOrigin, view.temporaryLvId, {
      shortKey: view.shortKey,
      accessToken: view.accessToken,
    });

  return (
    <>
      <PageHeader
        title={t("temporaryLiveView.title")}
        actions={
          <Button
            component={Link}
            to="/trackingtemp/new"
            leftSection={<IconPlus size={16} />}
            data-testid="tracking-create"
          >
            {t("temporaryLiveView.list.create")}
          </Button>
        }
      />
      <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <SearchInput
              placeholder={t("temporaryLiveView.list.searchPlaceholder")}
              value={search}
              onSearch={resetting(setSearch)}
              w={{ base: "100%", sm: 320 }}
              testId="tracking-search"
            />
            <Select
              aria-label={t("temporaryLiveView.list.statusFilter")}
              placeholder={t("temporaryLiveView.list.statusAll")}
              data={[
                { value: "A", label: t("temporaryLiveView.status.A") },
                { value: "E", label: t("temporaryLiveView.status.E") },
              ]}
              value={status}
              onChange={(value) => {
                setStatus(value === "A" || value === "E" ? value : null);
                setPage(1);
              }}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="tracking-status-filter"
            />
          </Group>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="tracking-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("temporaryLiveView.list.name")}</Table.Th>
                  <Table.Th ta="right">{t("temporaryLiveView.list.vehicleCount")}</Table.Th>
                  <Table.Th ta="right">{t("temporaryLiveView.list.contactCount")}</Table.Th>
                  <Table.Th>{t("temporaryLiveView.list.createdOn")}</Table.Th>
                  <Table.Th>{t("temporaryLiveView.list.expiresOn")}</Table.Th>
                  <Table.Th>{t("temporaryLiveView.list.remaining")}</Table.Th>
                  <Table.Th>{t("temporaryLiveView.list.status")}</Table.Th>
                  <Table.Th w={130}>
                    <VisuallyHidden>{t("temporaryLiveView.list.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loading
                  ? Array.from({ length: 5 }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                      <Table.Tr key={index} data-testid="table-skeleton-row">
                        {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                          <Table.Td key={cell}>
                            <Skeleton height={14} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((view) => {
                      const current = viewStatus(view);
                      return (
                        <Table.Tr key={view.temporaryLvId} data-testid="tracking-row">
                          <Table.Td style={{ minWidth: 200 }}>
                            <Anchor
                              component={Link}
                              to={`/trackingtemp/${view.temporaryLvId}`}
                              fw={600}
                              fz="sm"
                              data-testid="tracking-name"
                            >
                              {view.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td ta="right">{view.vehicleCount ?? 0}</Table.Td>
                          <Table.Td ta="right">{view.contactCount ?? 0}</Table.Td>
                          <Table.Td style={{ whiteSpace: "nowrap" }}>
                            {formatDateTime(view.createdOn, i18n.language, "short")}
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: "nowrap" }}>
                            {formatDateTime(view.expiresOn, i18n.language, "short")}
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: "nowrap" }}>{remaining(view)}</Table.Td>
                          <Table.Td style={{ whiteSpace: "nowrap", minWidth: 110 }}>
                            <LiveViewStatusBadge status={current} />
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Tooltip label={t("temporaryLiveView.list.open")}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={t("temporaryLiveView.list.open")}
                                  onClick={() => navigate(`/trackingtemp/${view.temporaryLvId}`)}
                                  data-testid="tracking-open"
                                >
                                  <IconExternalLink size={18} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label={t("temporaryLiveView.list.copyLink")}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={t("temporaryLiveView.list.copyLink")}
                                  disabled={current === "E"}
                                  onClick={() => void copyLink(link(view))}
                                  data-testid="tracking-copy"
                                >
                                  <IconCopy size={18} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label={t("temporaryLiveView.list.delete")}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={t("temporaryLiveView.list.delete")}
                                  onClick={() => setDeleting(view)}
                                  data-testid="tracking-delete"
                                >
                                  <IconTrash size={18} />
                                </ActionIcon>
                              </Tooltip>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {!loading && rows.length === 0 ? (
            <EmptyState size="md" variant="light" py="xl" data-testid="tracking-empty">
              <EmptyState.Indicator>
                <IconMapPinShare size={28} stroke={1.5} aria-hidden />
              </EmptyState.Indicator>
              <EmptyState.Title order={2}>
                {filtered ? t("temporaryLiveView.table.empty") : t("temporaryLiveView.list.emptyTitle")}
              </EmptyState.Title>
              {filtered ? null : (
                <>
                  <EmptyState.Description>{t("temporaryLiveView.list.emptyText")}</EmptyState.Description>
                  <EmptyState.Actions>
                    <Button
                      component={Link}
                      to="/trackingtemp/new"
                      variant="light"
                      leftSection={<IconPlus size={16} />}
                    >
                      {t("temporaryLiveView.list.create")}
                    </Button>
                  </EmptyState.Actions>
                </>
              )}
            </EmptyState>
          ) : null}
          <TablePager testId="tracking-table" total={query.data?.total ?? 0} {...pager} />
        </Stack>
      </Card>
      <ConfirmModal
        opened={deleting !== null}
        title={t("temporaryLiveView.list.deleteTitle")}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.temporaryLvId, {
            onSuccess: (result) => {
              notifySuccess(result.message || t("temporaryLiveView.list.deleted"));
              setDeleting(null);
            },
            onError: notifyError,
          });
        }}
      >
        <Text fz="sm">{t("temporaryLiveView.list.deleteText", { name: deleting?.name ?? "" })}</Text>
      </ConfirmModal>
    </>
  );
}
