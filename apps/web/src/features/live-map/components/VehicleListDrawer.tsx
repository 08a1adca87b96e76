import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

/** A phone's vehicle list: a drawer from the bottom over the map. */
export function VehicleListDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="75%"
      title={title}
      styles={{
        body: { padding: 0, height: "calc(100% - 60px)" },
        content: { borderRadius: "16px 16px 0 0" },
      }}
    >
      {children}
    </Drawer>
  );
}
