import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FleetStatus } from "@/shared/realtime";
import { MOTION_MANTINE_COLORS } from "./motionColors";

/** A motion status (or "no data") as a coloured badge; no map code, safe for the main bundle. */
export function MotionStatusBadge({ status }: { status: FleetStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      radius="sm"
      color={status === "noData" ? "gray" : MOTION_MANTINE_COLORS[status]}
      data-status={status}
    >
      {t(`fleetStatus.${status}`)}
    </Badge>
  );
}
