import type { AnnouncementView } from "@armada/domain";
import { ActionIcon, Button, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { apiRequest } from "@/shared/api/apiRequest";

/**
 * An announcement opened from the list (docs/spec/alert-center-and-shell.md §7 #8: its detail is fetched): the text, then its action — a link,
 * an image popup, a video popup or an image carousel.
 */
export function AnnouncementActionModal({
  announcement,
  onClose,
  onNavigate,
}: {
  announcement: AnnouncementView | null;
  onClose: () => void;
  /** an internal link was followed: the list closes as well */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery("(max-width: 36em)");
  const navigate = useNavigate();
  const uuid = announcement?.system_notification_uuid;
  const detail = useQuery({
    queryKey: ["announcements", "detail", uuid],
    queryFn: async ({ signal }) =>
      (await apiRequest<AnnouncementView>(`/api/system-notification/${uuid}`, { signal })).data,
    enabled: !!uuid,
  });
  const shown = detail.data ?? announcement;
  return (
    <Modal
      opened={!!announcement}
      onClose={onClose}
      title={shown?.system_notif_header}
      size={shown?.action === "video_popup" || shown?.action === "image_carousel" ? "xl" : "lg"}
      fullScreen={isMobile}
      data-testid="announcement-action-modal"
    >
      {shown ? (
        <Stack gap="md">
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {shown.system_notif_description}
          </Text>
          {shown.action === "image_popup" && shown.data.url ? (
            <Image
              src={shown.data.url}
              radius="md"
              alt={shown.system_notif_header}
              data-testid="announcement-image"
            />
          ) : null}
          {shown.action === "video_popup" && shown.data.url ? (
            <video
              src={shown.data.url}
              controls
              autoPlay
              muted
              playsInline
              style={{ width: "100%", borderRadius: "var(--mantine-radius-md)", background: "black" }}
              data-testid="announcement-video"
            />
          ) : null}
          {shown.action === "image_carousel" && shown.data.urls ? (
            <Carousel urls={shown.data.urls} alt={shown.system_notif_header} />
          ) : null}
          {shown.action === "external_link" && shown.data.url ? (
            <Group justify="flex-end">
              <Button
                component="a"
                href={shown.data.url}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} />}
                data-testid="announcement-link"
              >
                {t("announcements.openLink")}
              </Button>
            </Group>
          ) : null}
          {shown.action === "internal_link" && shown.data.url ? (
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  onNavigate();
                  navigate(shown.data.url ?? "/");
                }}
                data-testid="announcement-link"
              >
                {t("announcements.openPage")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

function Carousel({ urls, alt }: { urls: string[]; alt: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const step = (delta: number) => setIndex((current) => (current + delta + urls.length) % urls.length);
  return (
    <Stack gap="xs" data-testid="announcement-carousel">
      <Image src={urls[index]} radius="md" alt={`${alt} (${index + 1}/${urls.length})`} />
      <Group justify="center" gap="sm">
        <ActionIcon variant="light" onClick={() => step(-1)} aria-label={t("announcements.previous")}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {index + 1} / {urls.length}
        </Text>
        <ActionIcon variant="light" onClick={() => step(1)} aria-label={t("announcements.next")}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
