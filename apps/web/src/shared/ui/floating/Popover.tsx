import type { PopoverDropdownProps, PopoverProps, PopoverTargetProps } from "@mantine/core";
import { useEffect } from "react";
import { loadFloatingParts, useFloatingParts } from "./useFloatingParts";

/**
 * Mantine's Popover, its code loaded after the page's first view (`useFloatingParts`): until then its target
 * renders alone and its dropdown nothing; opened before, it loads and shows once its code has come.
 */
export function Popover({ children, ...props }: PopoverProps) {
  const parts = useFloatingParts();
  useEffect(() => {
    if (props.opened) loadFloatingParts();
  }, [props.opened]);
  return parts ? <parts.Popover {...props}>{children}</parts.Popover> : children;
}

function Target({ children, ...props }: PopoverTargetProps) {
  const parts = useFloatingParts();
  return parts ? <parts.Popover.Target {...props}>{children}</parts.Popover.Target> : children;
}

function Dropdown(props: PopoverDropdownProps) {
  const parts = useFloatingParts();
  return parts ? <parts.Popover.Dropdown {...props} /> : null;
}

Popover.Target = Target;
Popover.Dropdown = Dropdown;
