import { Modal } from "@mantine/core";
import { VideoPlayer } from "./VideoPlayer";

/** One stored clip in a modal (the media pages' "play"). */
export function ClipModal(props: { clip: { url: string; title: string } | null; onClose: () => void }) {
  return (
    <Modal opened={props.clip !== null} onClose={props.onClose} title={props.clip?.title} size="lg">
      {props.clip ? <VideoPlayer url={props.clip.url} /> : null}
    </Modal>
  );
}
