import type { AnnouncementView } from "@armada/domain";
import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  nextAnnouncementLimit,
  SYSTEM_NOTIFICATION_PAGE_SIZE,
  useAnnouncementList,
  useMarkAnnouncementRead,
} from "../api/announcementsApi";
import { AnnouncementActionModal } from "./AnnouncementActionModal";
import { AnnouncementItem } from "./AnnouncementItem";

/** The announcements list: 10 at first, 10 more on reaching the bottom, never past the total (docs/spec/alert-center-and-shell.md §2.6). */
export function AnnouncementsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery("(max-width: 36em)");
  const [limit, setLimit] = useState(SYSTEM_NOTIFICATION_PAGE_SIZE);
  const [selected, setSelected] = useState<AnnouncementView | null>(null);
  const list = useAnnouncementList(limit, opened);
  const markRead = useMarkAnnouncementRead();
  const rows = list.data?.paginated_result ?? [];
  const total = list.data?.metadata.total_count ?? 0;
  const hasMore = rows.length < total;

  const open = (announcement: AnnouncementView) => {
    if (!announcement.is_read) markRead.mutate(announcement.system_notification_uuid);
    setSelected(announcement);
  };

  return (
    <>
      <Modal
        opened={opened && !selected}
        onClose={onClose}
        title={t("announcements.title")}
        size="lg"
        fullScreen={isMobile}
        data-testid="announcements-modal"
      >
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => markRead.mutate(undefined)}
            disabled={!rows.some((row) => !row.is_read)}
            loading={markRead.isPending && !markRead.variables}
            data-testid="announcements-mark-all"
          >
            {t("announcements.markAllRead")}
          </Button>
        </Group>
        {list.isError ? (
          <Alert color="red" title={t("announcements.loadFailed")}>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t("pages.error.retry")}
            </Button>
          </Alert>
        ) : list.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t("app.loading")} />
          </Center>
        ) : rows.length === 0 ? (
          <Stack align="center" py="xl" gap="xs" data-testid="announcements-empty">
            <IconSpeakerphone size={36} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed">{t("announcements.empty")}</Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize
            mah={isMobile ? "calc(100dvh - 140px)" : 520}
            onBottomReached={() =>
              hasMore && !list.isFetching && setLimit(nextAnnouncementLimit(limit, total))
            }
            data-testid="announcements-list"
          >
            <Stack gap={4}>
              {rows.map((row) => (
                <AnnouncementItem key={row.system_notification_uuid} announcement={row} onOpen={open} />
              ))}
              {hasMore ? (
                <Center py="sm">
                  <Button
                    variant="subtle"
                    size="xs"
                    loading={list.isFetching}
                    onClick={() => setLimit(nextAnnouncementLimit(limit, total))}
                  >
                    {t("announcements.more")}
                  </Button>
                </Center>
              ) : null}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Modal>
      <AnnouncementActionModal
        announcement={selected}
        onClose={() => setSelected(null)}
        onNavigate={() => {
          setSelected(null);
          onClose();
        }}
      />
    </>
  );
}
