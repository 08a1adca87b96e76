import { ALERT_NOTE_MAX } from "@armada/domain";
import { Textarea } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noteEdit } from "../lib/alertForms";

export const NOTE_DEBOUNCE_MS = 500;

export interface AlertNoteFieldProps {
  /** the note stored on the alert */
  saved: string | null;
  /** called with the trimmed note 500 ms after typing stops, when it is valid and changed */
  onSave: (note: string) => void;
  testId: string;
}

/** An alert's note (docs/spec/alert-center-and-shell.md: debounced 500 ms, at most 255 characters, not only spaces): the popup and the detail page. */
export function AlertNoteField({ saved, onSave, testId }: AlertNoteFieldProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(saved ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useDebouncedCallback((value: string) => {
    const edit = noteEdit(value, saved);
    setError(edit.error);
    if (edit.note !== null) onSave(edit.note);
  }, NOTE_DEBOUNCE_MS);

  return (
    <Textarea
      label={t("alertCenter.note.label")}
      placeholder={t("alertCenter.note.placeholder")}
      autosize
      minRows={2}
      maxRows={5}
      value={note}
      onChange={(event) => {
        setNote(event.currentTarget.value);
        save(event.currentTarget.value);
      }}
      error={error ? t(`alertCenter.note.${error}`, { max: ALERT_NOTE_MAX }) : undefined}
      description={`${note.length}/${ALERT_NOTE_MAX}`}
      data-testid={testId}
    />
  );
}
