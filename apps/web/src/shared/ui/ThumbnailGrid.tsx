import { ActionIcon, Group } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * Uploaded files as a row of thumbnails, each with a round red remove button on its top-right corner (a ticket's
 * screenshots, a document's scans). `thumbnail` draws one; `onRemove` is called with its URL and 1-based number.
 */
export function ThumbnailGrid(props: {
  urls: readonly string[];
  thumbnail: (url: string, number: number) => ReactNode;
  removeLabel: (number: number) => string;
  onRemove: (url: string, number: number) => void;
  size?: "xs" | "sm";
  gap?: "xs" | "sm";
  testId: string;
  itemTestId?: string;
  removeTestId?: string;
}) {
  const size = props.size ?? "xs";
  const offset = size === "xs" ? -6 : -8;
  return (
    <Group gap={props.gap ?? "xs"} data-testid={props.testId}>
      {props.urls.map((url, index) => (
        <div key={url} style={{ position: "relative" }} data-testid={props.itemTestId}>
          {props.thumbnail(url, index + 1)}
          <ActionIcon
            size={size}
            color="red"
            variant="filled"
            radius="xl"
            style={{ position: "absolute", top: offset, right: offset }}
            aria-label={props.removeLabel(index + 1)}
            onClick={() => props.onRemove(url, index + 1)}
            data-testid={props.removeTestId}
          >
            <IconX size={size === "xs" ? 12 : 14} />
          </ActionIcon>
        </div>
      ))}
    </Group>
  );
}
