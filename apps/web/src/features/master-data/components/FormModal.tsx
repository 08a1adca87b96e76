import { Modal, type ModalProps } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { useGuardedClose } from "@/shared/ui/useGuardedClose";

/** What the form inside a `FormModal` is given: a save closes the modal, a cancel asks first when it is dirty. */
export interface ModalFormProps {
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A modal holding one edit form, mounted anew (by `formKey`) each time it opens; closing it with unsaved changes
 * (X, Escape, the overlay, "Batal") asks first.
 */
export function FormModal(props: {
  opened: boolean;
  title: string;
  formKey: string | number;
  onClose: () => void;
  size?: ModalProps["size"];
  children: (form: ModalFormProps) => ReactNode;
}) {
  const guarded = useGuardedClose(props.onClose);
  return (
    <>
      <Modal
        opened={props.opened}
        onClose={guarded.requestClose}
        title={props.title}
        size={props.size}
        centered
      >
        {props.opened ? (
          <Fragment key={props.formKey}>
            {props.children({
              onDone: guarded.close,
              onCancel: guarded.requestClose,
              onDirtyChange: guarded.setDirty,
            })}
          </Fragment>
        ) : null}
      </Modal>
      {guarded.dialog}
    </>
  );
}
