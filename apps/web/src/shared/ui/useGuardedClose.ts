import { useCallback, useState } from "react";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";

/**
 * The close of a drawer or modal holding an edit form, behind the unsaved-changes question: the form inside
 * reports whether it is dirty with `setDirty`; the drawer's close (X, Escape, overlay, "Batal") calls
 * `requestClose`, a save calls `close`. Render `dialog` beside the drawer.
 */
export function useGuardedClose(onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const close = useCallback(() => {
    setDirty(false);
    onClose();
  }, [onClose]);
  return { dialog: guard.dialog, setDirty, close, requestClose: () => guard.confirmClose(close) };
}
