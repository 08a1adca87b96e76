import { ActionIcon, Tooltip } from "@mantine/core";
import { IconPower } from "@tabler/icons-react";

/** A row's power button: deactivates an active entry (red), activates an inactive one (green). */
export function ActiveToggleAction(props: {
  active: boolean;
  activateLabel: string;
  deactivateLabel: string;
  onToggle: () => void;
  testId: string;
}) {
  const label = props.active ? props.deactivateLabel : props.activateLabel;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={props.active ? "red" : "green"}
        aria-label={label}
        onClick={props.onToggle}
        data-testid={props.testId}
      >
        <IconPower size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
