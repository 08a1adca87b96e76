import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A active in green, E non-active in grey (docs/spec/temporary-live-view.md §2). */
export function LiveViewStatusBadge({ status }: { status: "A" | "E" }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={status === "A" ? "green" : "gray"}
      variant="light"
      miw="fit-content"
      style={{ flexShrink: 0 }}
      data-testid="tracking-status"
    >
      {t(`temporaryLiveView.status.${status}`)}
    </Badge>
  );
}
