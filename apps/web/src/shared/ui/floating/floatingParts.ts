/** Mantine's floating components with floating-ui: loaded after a page's first view (`useFloatingParts`). */
export { Menu, Popover, Tooltip } from "@mantine/core";
