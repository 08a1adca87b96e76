import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A stored clip: the HTML5 player over the range-served file (seeking works), and a download link. */
export function VideoPlayer({ url, caption }: { url: string; caption?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <video
        src={url}
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        style={{ width: "100%", aspectRatio: "16 / 9", background: "black", borderRadius: 8 }}
        data-testid="media-video"
      />
      <Group justify="space-between" gap="xs">
        {caption ? (
          <Text fz="xs" c="dimmed">
            {caption}
          </Text>
        ) : (
          <span />
        )}
        <Anchor href={url} download fz="xs" data-testid="media-download">
          <Group gap={4} component="span">
            <IconDownload size={14} />
            {t("media.download")}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
