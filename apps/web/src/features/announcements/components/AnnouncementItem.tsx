import type { AnnouncementView } from "@armada/domain";
import { Box, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { formatDateTime } from "@/shared/i18n/format";
import { useLanguage } from "@/shared/i18n/useLanguage";

/** One row of the announcements list: thumbnail, header, description, date; a dot while unread. */
export function AnnouncementItem({
  announcement,
  onOpen,
}: {
  announcement: AnnouncementView;
  onOpen: (announcement: AnnouncementView) => void;
}) {
  const { language } = useLanguage();
  return (
    <UnstyledButton
      onClick={() => onOpen(announcement)}
      p="sm"
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: announcement.is_read ? undefined : "var(--mantine-color-blue-light)",
      }}
      data-testid="announcement-item"
      data-read={announcement.is_read}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {announcement.system_notif_thumbnail ? (
          <Image src={announcement.system_notif_thumbnail} w={56} h={56} radius="sm" fit="cover" alt="" />
        ) : null}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={announcement.is_read ? 500 : 700} size="sm" lineClamp={1}>
              {announcement.system_notif_header}
            </Text>
            {announcement.is_read ? null : (
              <Box w={8} h={8} bg="blue" style={{ borderRadius: "50%", flex: "none" }} />
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {announcement.system_notif_description}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTime(announcement.created_on, language, "short")}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
