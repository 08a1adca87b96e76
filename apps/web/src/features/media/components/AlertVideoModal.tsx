import type { MediaAlert } from "@armada/domain";
import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AlertMediaView } from "./AlertMediaView";

/** Above the alert popups and their confirm dialogs (the alert center's CONFIRM_Z_INDEX is 1000). */
const VIDEO_MODAL_Z_INDEX = 1001;

/** The alert video modal of the shell (docs/spec/alert-center-and-shell.md §2.3): the clip of one camera alert; closing it stops the polling. */
export function AlertVideoModal(props: {
  alert: MediaAlert;
  licensePlate: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("media.modalTitle", { plate: props.licensePlate })}
      size="lg"
      zIndex={VIDEO_MODAL_Z_INDEX}
      data-testid="media-modal"
    >
      {props.opened ? <AlertMediaView alert={props.alert} /> : null}
    </Modal>
  );
}
