import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";

/** The way back from an order's or a task's page to its list. */
export function DetailBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {label}
      </Group>
    </Anchor>
  );
}
