import { Paper, Text } from "@mantine/core";
import { modals } from "@mantine/modals";

export interface ConfirmDeleteListOptions {
  title: string;
  text: string;
  /** What is about to be deleted, one bold line each. */
  items: readonly { key: string | number; name: string }[];
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  testId: string;
  listTestId?: string;
  itemTestId?: string;
}

/** Red confirm modal listing the names of the rows about to be deleted (button `confirm-delete`). */
export function confirmDeleteList(options: ConfirmDeleteListOptions) {
  modals.openConfirmModal({
    title: options.title,
    centered: true,
    children: (
      <div data-testid={options.testId}>
        <Text fz="sm" mb="xs">
          {options.text}
        </Text>
        <Paper withBorder p="xs" mah={220} style={{ overflowY: "auto" }}>
          <ul style={{ margin: 0, paddingLeft: 20 }} data-testid={options.listTestId}>
            {options.items.map((item) => (
              <li key={item.key}>
                <Text fz="sm" fw={600} span data-testid={options.itemTestId}>
                  {item.name}
                </Text>
              </li>
            ))}
          </ul>
        </Paper>
      </div>
    ),
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
    onConfirm: options.onConfirm,
  });
}
