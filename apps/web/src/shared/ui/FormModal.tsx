import { Modal, type ModalProps } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { useGuardedClose } from "@/shared/ui/useGuardedClose";

/**
 * What the edit form inside a `FormModal` or `FormDrawer` is given: a save closes it, a cancel asks first when the
 * form is dirty.
 */
export interface EditFormProps {
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
  children: (form: EditFormProps) => ReactNode;
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
