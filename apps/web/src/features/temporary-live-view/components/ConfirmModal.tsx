import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  color?: string;
  testId?: string;
}

/** Confirmation dialog with the default buttons 'Terapkan' / 'Batal' (docs/spec/temporary-live-view.md §2 shared pieces). */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      centered
      data-testid={props.testId ?? "confirm-modal"}
    >
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} data-testid="confirm-cancel">
            {props.cancelLabel ?? t("temporaryLiveView.confirm.cancel")}
          </Button>
          <Button
            color={props.color ?? "red"}
            onClick={props.onConfirm}
            loading={props.loading}
            data-testid="confirm-apply"
          >
            {props.confirmLabel ?? t("temporaryLiveView.confirm.apply")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
