import { useDisclosure } from "@mantine/hooks";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { TopBarAction } from "@/shared/ui/TopBarAction";
import { useAnnouncementUnreadTotal } from "../api/announcementsApi";
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
      <TopBarAction
        icon={<IconSpeakerphone size={21} stroke={1.7} />}
        label={label}
        onClick={modal.open}
        testId="announcements-megaphone"
        className={className}
        badge={{ count, testId: "announcements-count" }}
      />
      <AnnouncementsModal opened={opened} onClose={modal.close} />
    </>
  );
}
