import type {
  Menu as MantineMenu,
  MenuDividerProps,
  MenuDropdownProps,
  MenuLabelProps,
  MenuProps,
  MenuTargetProps,
} from "@mantine/core";
import { cloneElement, createContext, type MouseEvent, type ReactElement, useContext, useState } from "react";
import { loadFloatingParts, useFloatingParts } from "./useFloatingParts";

/** Until the menu's code is there: a click on its target loads it and opens the menu once it has come. */
const OpenWhenLoaded = createContext<() => void>(() => {});

/**
 * Mantine's Menu, its code loaded after the page's first view (`useFloatingParts`): until then its target renders
 * alone (its dropdown, items and labels render nothing), and a click on the target loads it and opens it.
 */
export function Menu({ children, defaultOpened, ...props }: MenuProps) {
  const parts = useFloatingParts();
  const [clicked, setClicked] = useState(false);
  if (parts)
    return (
      <parts.Menu defaultOpened={clicked || defaultOpened} {...props}>
        {children}
      </parts.Menu>
    );
  const open = () => {
    setClicked(true);
    loadFloatingParts();
  };
  return <OpenWhenLoaded.Provider value={open}>{children}</OpenWhenLoaded.Provider>;
}

function Target({ children, ...props }: MenuTargetProps) {
  const parts = useFloatingParts();
  const open = useContext(OpenWhenLoaded);
  if (parts) return <parts.Menu.Target {...props}>{children}</parts.Menu.Target>;
  const target = children as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  return cloneElement(target, {
    onClick: (event) => {
      open();
      target.props.onClick?.(event);
    },
  });
}

function Dropdown(props: MenuDropdownProps) {
  const parts = useFloatingParts();
  return parts ? <parts.Menu.Dropdown {...props} /> : null;
}

function Label(props: MenuLabelProps) {
  const parts = useFloatingParts();
  return parts ? <parts.Menu.Label {...props} /> : null;
}

function Divider(props: MenuDividerProps) {
  const parts = useFloatingParts();
  return parts ? <parts.Menu.Divider {...props} /> : null;
}

/** Only ever rendered inside a dropdown, so once the menu's code is there. */
const Item = ((props: object) => {
  const parts = useFloatingParts();
  return parts ? <parts.Menu.Item {...props} /> : null;
}) as unknown as typeof MantineMenu.Item;

Menu.Target = Target;
Menu.Dropdown = Dropdown;
Menu.Label = Label;
Menu.Divider = Divider;
Menu.Item = Item;
