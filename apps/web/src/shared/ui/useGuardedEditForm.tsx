import { Fragment, type ReactNode } from "react";
import { useGuardedClose } from "./useGuardedClose";

/** What the edit form inside a `FormModal` or `FormDrawer` is given: a save closes it, a cancel asks first when dirty. */
export interface EditFormProps {
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** What a modal or drawer holding one edit form is given by its caller. */
export interface EditFormContainerProps {
  opened: boolean;
  title: string;
  /** the form is mounted anew each time the container opens, and when this changes */
  formKey: string | number;
  onClose: () => void;
  children: (form: EditFormProps) => ReactNode;
}

/**
 * The form of a modal or drawer, mounted while it is open, and the container's close: with unsaved changes (X, Escape,
 * the overlay, "Batal") it asks first, in `dialog`.
 */
export function useGuardedEditForm(props: EditFormContainerProps) {
  const guarded = useGuardedClose(props.onClose);
  const form = props.opened ? (
    <Fragment key={props.formKey}>
      {props.children({
        onDone: guarded.close,
        onCancel: guarded.requestClose,
        onDirtyChange: guarded.setDirty,
      })}
    </Fragment>
  ) : null;
  return { form, requestClose: guarded.requestClose, dialog: guarded.dialog };
}
