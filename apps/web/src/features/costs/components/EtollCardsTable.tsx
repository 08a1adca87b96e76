import { ETOLL_ISSUER_LABELS } from "@armada/domain";
import { ActionIcon, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import { type EtollCardRow, useDeleteEtollCard, useEtollCards } from "../api/etoll";
import { groupedCardNumber } from "../lib/etollCardForm";

/** The company's e-toll cards: number, issuer, vehicle since when, balance; edit and remove (after confirmation). */
export function EtollCardsTable(props: { onEdit: (card: EtollCardRow) => void }) {
  const { t, i18n } = useTranslation();
  const cards = useEtollCards();
  const paging = usePaging(10);
  const remove = useDeleteEtollCard();
  const rows = cards.data ?? [];
  const confirmDelete = (card: EtollCardRow) =>
    confirmDestructive({
      title: t("costs.etoll.deleteTitle"),
      text: t("costs.etoll.deleteText", { card: groupedCardNumber(card.cardNumber) }),
      confirmLabel: t("costs.delete"),
      cancelLabel: t("costs.cancel"),
      testId: "confirm-delete-etoll-card",
      onConfirm: () =>
        remove.mutate(card.etollCardId, {
          onSuccess: () => notifySuccess(t("costs.etoll.deleted")),
          onError: errorNotifier("costs.deleteFailed"),
        }),
    });

  const columns: ColumnDef<EtollCardRow, unknown>[] = [
    {
      id: "card",
      header: t("costs.etoll.cardNumber"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" ff="monospace">
            {groupedCardNumber(row.original.cardNumber)}
          </Text>
          <Text fz="xs" c="dimmed">
            {ETOLL_ISSUER_LABELS[row.original.issuer]}
          </Text>
        </Stack>
      ),
    },
    {
      id: "vehicle",
      header: t("costs.vehicle"),
      cell: ({ row }) =>
        row.original.licensePlate ? (
          <Stack gap={0}>
            <Text fz="sm">{row.original.licensePlate}</Text>
            {row.original.assignedFrom ? (
              <Text fz="xs" c="dimmed">
                {t("costs.etoll.since", {
                  date: formatDateTime(row.original.assignedFrom, i18n.language, "short"),
                })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("costs.etoll.noVehicle")}
          </Text>
        ),
    },
    {
      id: "balance",
      header: t("costs.etoll.balance"),
      cell: ({ row }) =>
        row.original.balance === null || row.original.balance === undefined ? (
          "—"
        ) : (
          <Stack gap={0}>
            <Text fz="sm">{formatRupiah(row.original.balance, i18n.language)}</Text>
            {row.original.balanceOn ? (
              <Text fz="xs" c="dimmed">
                {formatDateTime(row.original.balanceOn, i18n.language, "short")}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    {
      id: "actions",
      header: t("costs.actions"),
      cell: ({ row }) => (
        <Group justify="flex-end" onClick={(event) => event.stopPropagation()}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t("costs.actions")} data-testid="etoll-card-menu">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => props.onEdit(row.original)}>
                {t("costs.edit")}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => confirmDelete(row.original)}
                data-testid="etoll-card-delete"
              >
                {t("costs.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      data={rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)}
      columns={columns}
      getRowId={(row) => String(row.etollCardId)}
      total={rows.length}
      {...paging.pager}
      loading={cards.isPending}
      onRowClick={props.onEdit}
      testId="etoll-cards"
      minWidth={640}
      emptyText={t("costs.etoll.empty")}
      error={
        cards.isError ? (
          <LoadFailed
            message={t("costs.failed")}
            retryLabel={t("costs.retry")}
            onRetry={() => void cards.refetch()}
          />
        ) : undefined
      }
    />
  );
}
