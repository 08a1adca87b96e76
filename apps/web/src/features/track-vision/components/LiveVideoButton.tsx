import { canWatchLiveVideo, DASHCAM_VENDOR_TYPES } from "@armada/domain";
import { Button } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "@/shared/session/SessionContext";

/** "Video langsung" for a dashcam vehicle: opens /live-streaming/ on its cameras (Track Vision's key). */
export function LiveVideoButton(props: { vehicleId: number; deviceType: string | null | undefined }) {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const { deviceType } = props;
  if (!canWatchLiveVideo(accessKeys) || !deviceType) return null;
  if (!(DASHCAM_VENDOR_TYPES as readonly string[]).includes(deviceType)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconVideo size={16} />}
      component={Link}
      to={`/live-streaming/?vehicleId=${props.vehicleId}`}
      data-testid="vehicle-card-live-video"
    >
      {t("trackVision.openLive")}
    </Button>
  );
}
