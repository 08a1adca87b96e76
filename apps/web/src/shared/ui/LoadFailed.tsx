import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

/** "Could not load" with a retry button, where a list or page failed to load; the texts are the feature's own. */
export function LoadFailed(props: { message: ReactNode; retryLabel: string; onRetry: () => void }) {
  return (
    <Group gap="xs">
      {props.message}
      <Button size="xs" variant="light" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </Group>
  );
}
