import { formatBadgeCount } from "@armada/domain";
import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { useAnnouncementUnreadTotal } from "../api/systemNotificationsApi";
import { canSeeAnnouncements } from "../lib/canSeeAnnouncements";
import { useAnnouncementSocket } from "../state/useAnnouncementSocket";

const AnnouncementsModal = lazyWhenOpened(
  async () => (await import("./AnnouncementsModal")).AnnouncementsModal,
);

/** Top bar: the announcements megaphone with the unread count (99+), opening the list. */
export function AnnouncementsMegaphone({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = canSeeAnnouncements(session);
  const unread = useAnnouncementUnreadTotal(allowed);
  const [opened, modal] = useDisclosure(false);
  useAnnouncementSocket(Number(session.identity.userId), allowed);
  if (!allowed) return null;
  const count = unread.data ?? 0;
  const label = t("announcements.megaphone", { count });
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={formatBadgeCount(count)}
          size={18}
          color="red"
          offset={6}
          disabled={count === 0}
          data-testid="announcements-count"
          data-count={count}
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="md"
            className={className}
            aria-label={label}
            onClick={modal.open}
            data-testid="announcements-megaphone"
          >
            <IconSpeakerphone size={21} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <AnnouncementsModal opened={opened} onClose={modal.close} />
    </>
  );
}
