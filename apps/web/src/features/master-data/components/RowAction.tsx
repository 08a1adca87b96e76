import { ActionIcon, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

/** One icon button of a list row, named by its tooltip (also its accessible name). */
export function RowAction(props: {
  label: string;
  icon: Icon;
  onClick: () => void;
  testId: string;
  color?: string;
}) {
  const { icon: RowIcon } = props;
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        <RowIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
