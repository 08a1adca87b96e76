import { AppShell, ScrollArea } from "@mantine/core";
import { SideMenu, type SideMenuProps } from "./SideMenu";

export { HorizontalMenu } from "./HorizontalMenu";

/** The side menu in the navbar's scrolling section: a desktop's, loaded by `AppLayout` only where it shows. */
export function SideMenuSection(props: SideMenuProps) {
  return (
    <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
      <SideMenu {...props} />
    </AppShell.Section>
  );
}
