import type { RawAlert } from "../api/rawAlert";
import { AlertNoteField } from "./AlertNoteField";
import { useAlertAction } from "./useAlertAction";

/** The popup's note: saved as Feedback 500 ms after typing stops, when non-empty and at most 255 characters. */
export function AlertNoteInput({ alert }: { alert: RawAlert }) {
  const action = useAlertAction(alert);
  return (
    <AlertNoteField
      saved={alert.note}
      onSave={(note) =>
        action.mutate({ actionType: "Feedback", data: note, successKey: "alertCenter.note.saved" })
      }
      testId="alert-popup-note"
    />
  );
}
