import { formatBadgeCount } from "@armada/domain";
import { ActionIcon, Badge, Indicator, UnstyledButton } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import classes from "./TopBarAction.module.css";

/**
 * Set by the top bar's overflow menu (on a phone): its actions show as labelled rows, and a tap closes the menu
 * before the action runs (the action's dialog is not covered by the menu).
 */
export const TopBarOverflowContext = createContext<{ close: () => void } | null>(null);

export interface TopBarActionProps {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
  className?: string;
  /** Unread count: a red dot on the icon, a badge in the overflow row. */
  badge?: { count: number; testId: string };
  /** For a toggle: whether it is on. */
  pressed?: boolean;
}

/** A top bar button: an icon with a tooltip in the bar, a labelled row in the overflow menu. */
export function TopBarAction({ icon, label, onClick, testId, className, badge, pressed }: TopBarActionProps) {
  const overflow = useContext(TopBarOverflowContext);
  if (overflow) {
    return (
      <UnstyledButton
        className={classes.row}
        onClick={() => {
          overflow.close();
          onClick();
        }}
        aria-pressed={pressed}
        data-testid={testId}
      >
        <span className={classes.rowIcon} aria-hidden>
          {icon}
        </span>
        <span className={classes.rowLabel}>{label}</span>
        {badge && badge.count > 0 ? (
          <Badge
            size="sm"
            color="red"
            circle={badge.count < 10}
            data-testid={badge.testId}
            data-count={badge.count}
          >
            {formatBadgeCount(badge.count)}
          </Badge>
        ) : null}
      </UnstyledButton>
    );
  }
  const button = (
    <ActionIcon
      variant="subtle"
      size="lg"
      radius="md"
      className={className}
      aria-label={label}
      onClick={onClick}
      aria-pressed={pressed}
      data-testid={testId}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <Tooltip label={label}>
      {badge ? (
        <Indicator
          label={formatBadgeCount(badge.count)}
          size={18}
          color="red"
          offset={6}
          disabled={badge.count === 0}
          data-testid={badge.testId}
          data-count={badge.count}
        >
          {button}
        </Indicator>
      ) : (
        button
      )}
    </Tooltip>
  );
}
