import { IconPower } from "@tabler/icons-react";
import { RowAction } from "./RowAction";

/** A row's power button: deactivates an active entry (red), activates an inactive one (green). */
export function ActiveToggleAction(props: {
  active: boolean;
  activateLabel: string;
  deactivateLabel: string;
  onToggle: () => void;
  testId: string;
}) {
  return (
    <RowAction
      label={props.active ? props.deactivateLabel : props.activateLabel}
      icon={IconPower}
      color={props.active ? "red" : "green"}
      onClick={props.onToggle}
      testId={props.testId}
    />
  );
}
