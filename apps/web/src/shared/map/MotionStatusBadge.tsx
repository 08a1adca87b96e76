import type { MotionNow } from "@armada/domain";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMinutes } from "@/shared/i18n/format";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { MOTION_MANTINE_COLORS } from "./motionColors";

/**
 * What the motion rule says of a vehicle now (or "no data" without a position) as a coloured badge; a stale
 * position shows its age. No map code, safe for the main bundle.
 */
export function MotionStatusBadge({ motion }: { motion: MotionNow | null }) {
  const { t, i18n } = useTranslation();
  const status = motion?.status ?? "noData";
  const age = motion ? formatMinutes(motion.ageMinutes, i18n.language) : "";
  const badge = (
    <Badge
      size="sm"
      variant="light"
      radius="sm"
      color={motion ? MOTION_MANTINE_COLORS[motion.status] : "gray"}
      data-status={status}
    >
      {status === "stale" ? t("fleetStatus.staleFor", { age }) : t(`fleetStatus.${status}`)}
    </Badge>
  );
  return status === "stale" ? <Tooltip label={t("fleetStatus.staleHint", { age })}>{badge}</Tooltip> : badge;
}
