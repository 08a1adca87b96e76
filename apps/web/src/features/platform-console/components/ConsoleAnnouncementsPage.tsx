import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import {
  type ConsoleAnnouncement,
  useConsoleAnnouncements,
  useConsoleCompanies,
  useDeleteAnnouncement,
} from "../api/consoleApi";
import { AnnouncementForm } from "./AnnouncementForm";
import { ConsoleListStatus } from "./ConsoleListStatus";
import { ConsolePager } from "./ConsolePager";

/** The console's announcements: who they are aimed at, when they go out, how many read them; write and delete. */
export function ConsoleAnnouncementsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const list = useConsoleAnnouncements(page);
  const companies = useConsoleCompanies();
  const remove = useDeleteAnnouncement();
  const [formOpened, form] = useDisclosure(false);
  const rows = list.data?.paginated_result ?? [];
  const total = list.data?.metadata.total_count ?? 0;
  const companyName = (id: number) => companies.data?.find((company) => company.id === id)?.name ?? `#${id}`;

  const confirmDelete = (row: ConsoleAnnouncement) =>
    modals.openConfirmModal({
      title: t("console.deleteTitle"),
      children: <Text size="sm">{t("console.deleteBody", { header: row.system_notif_header })}</Text>,
      labels: { confirm: t("console.delete"), cancel: t("console.cancel") },
      confirmProps: { color: "red", "data-testid": "console-delete-confirm" },
      onConfirm: () =>
        remove.mutate(row.system_notification_uuid, {
          onSuccess: () => notifySuccess(t("console.deleted")),
          onError: errorNotifier("console.deleteFailed"),
        }),
    });

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between">
        <Title order={3}>{t("console.announcements")}</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={form.open}
          data-testid="console-new-announcement"
        >
          {t("console.newAnnouncement")}
        </Button>
      </Group>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="console-announcements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("console.header")}</Table.Th>
                <Table.Th>{t("console.action")}</Table.Th>
                <Table.Th>{t("console.audience")}</Table.Th>
                <Table.Th>{t("console.publishOn")}</Table.Th>
                <Table.Th>{t("console.reads")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.system_notification_uuid} data-testid="console-announcement-row">
                  <Table.Td maw={320}>
                    <Text fw={600} size="sm" lineClamp={1}>
                      {row.system_notif_header}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.system_notif_description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`console.actions.${row.action}`)}</Text>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text size="sm" lineClamp={2}>
                      {row.company_ids
                        ? row.company_ids.map(companyName).join(", ")
                        : t("console.allCompanies")}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{formatDateTime(row.publish_on, language, "short")}</Text>
                      <Badge size="sm" variant="light" color={row.delivered_on ? "green" : "yellow"}>
                        {row.delivered_on ? t("console.published") : t("console.scheduled")}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.read_count}</Table.Td>
                  <Table.Td>
                    <Tooltip label={t("console.delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("console.delete")}
                        onClick={() => confirmDelete(row)}
                        data-testid="console-delete"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ConsoleListStatus
          list={list}
          isEmpty={rows.length === 0}
          failedKey="console.loadFailed"
          emptyKey="console.empty"
          emptyTestId="console-empty"
        />
      </Card>
      <ConsolePager total={total} page={page} onPageChange={setPage} />
      <AnnouncementForm opened={formOpened} onClose={form.close} companies={companies.data ?? []} />
    </Stack>
  );
}
