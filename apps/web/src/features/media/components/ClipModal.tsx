import { Image, Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isSnapshot } from "../lib/mediaFiles";
import { VideoPlayer } from "./VideoPlayer";

/** One stored clip in a modal (the media pages' "play"), or a snapshot an alarm came with. */
export function ClipModal(props: {
  clip: { url: string; title: string; contentType?: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { clip } = props;
  return (
    <Modal opened={clip !== null} onClose={props.onClose} title={clip?.title} size="lg">
      {clip && isSnapshot(clip) ? (
        <Image src={clip.url} radius="sm" alt={t("media.snapshot")} data-testid="media-image" />
      ) : clip ? (
        <VideoPlayer url={clip.url} />
      ) : null}
    </Modal>
  );
}
