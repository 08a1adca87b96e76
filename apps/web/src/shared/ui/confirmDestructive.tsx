import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

export interface ConfirmDestructiveOptions {
  title: string;
  /** one sentence naming what is about to be cancelled or deleted */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirm button's test id */
  testId: string;
  onConfirm: () => void;
}

/** A centred confirm modal with a red confirm button, asked before an action that cannot be undone. */
export function confirmDestructive(options: ConfirmDestructiveOptions) {
  modals.openConfirmModal({
    title: options.title,
    centered: true,
    children: <Text fz="sm">{options.text}</Text>,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    confirmProps: { color: "red", "data-testid": options.testId },
    onConfirm: options.onConfirm,
  });
}
