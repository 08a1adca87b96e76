import { Modal, type ModalProps } from "@mantine/core";
import { type EditFormContainerProps, useGuardedEditForm } from "./useGuardedEditForm";

export type { EditFormProps } from "./useGuardedEditForm";

/** A modal holding one edit form (`useGuardedEditForm`). */
export function FormModal(props: EditFormContainerProps & { size?: ModalProps["size"] }) {
  const { form, requestClose, dialog } = useGuardedEditForm(props);
  return (
    <>
      <Modal opened={props.opened} onClose={requestClose} title={props.title} size={props.size} centered>
        {form}
      </Modal>
      {dialog}
    </>
  );
}
