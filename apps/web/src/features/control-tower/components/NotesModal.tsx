import { Button, Group, Modal, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { type TowerException, useUpdateException } from "../api/controlTower";

/** The exception's notes: what the operator did or learnt (visible to every operator). */
export function NotesModal({ row, onClose }: { row: TowerException; onClose: () => void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(row.notes);
  const update = useUpdateException();
  const save = () =>
    update.mutate(
      { exceptionId: row.id, notes },
      {
        onSuccess: () => {
          notifySuccess(t("controlTower.notesSaved"));
          onClose();
        },
        onError: notifyError,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t("controlTower.notesTitle", { plate: row.licensePlate ?? "—" })}>
      <Textarea
        autosize
        minRows={4}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        placeholder={t("controlTower.notesPlaceholder")}
        data-testid="tower-notes-input"
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t("controlTower.cancel")}
        </Button>
        <Button onClick={save} loading={update.isPending} data-testid="tower-notes-save">
          {t("controlTower.save")}
        </Button>
      </Group>
    </Modal>
  );
}
