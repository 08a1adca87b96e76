import type { TooltipProps } from "@mantine/core";
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useState } from "react";
import { loadFloatingParts, useFloatingParts } from "./useFloatingParts";

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * Mantine's Tooltip, its code loaded after the page's first view (`useFloatingParts`): until then the trigger
 * renders alone, and pointing at it or focusing it loads the tooltip, which opens if the pointer or focus stayed.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const parts = useFloatingParts();
  const [wanted, setWanted] = useState(false);
  if (parts)
    return (
      <parts.Tooltip defaultOpened={wanted} {...props}>
        {children}
      </parts.Tooltip>
    );
  const trigger = children as ReactElement<TriggerProps>;
  const want = (value: boolean) => {
    setWanted(value);
    if (value) loadFloatingParts();
  };
  return cloneElement(trigger, {
    onPointerEnter: (event) => {
      want(true);
      trigger.props.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      want(false);
      trigger.props.onPointerLeave?.(event);
    },
    onFocus: (event) => {
      want(true);
      trigger.props.onFocus?.(event);
    },
    onBlur: (event) => {
      want(false);
      trigger.props.onBlur?.(event);
    },
  });
}
