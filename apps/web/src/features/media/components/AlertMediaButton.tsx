import { Button, type ButtonProps } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

// the polling and the player load when a clip is first asked for, not with the alert popup
const AlertVideoModal = lazy(async () => ({ default: (await import("./AlertVideoModal")).AlertVideoModal }));

export interface MediaAlertSummary {
  alertCode: number;
  vehicleId: number;
  createdOn: string;
  licensePlate: string;
  /** the vehicle's device vendor type (callState.deviceType) */
  deviceType: string | null;
}

/** "Lihat media" of a camera alert (docs/spec/alert-center-and-shell.md §2.5): opens the alert video modal. */
export function AlertMediaButton({
  alert,
  testId,
  ...buttonProps
}: { alert: MediaAlertSummary; testId: string } & ButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { alertCode, vehicleId, createdOn, deviceType } = alert;
  const mediaAlert = useMemo(
    () => ({ alertCode, vehicleId, deviceType, createdOn: new Date(createdOn) }),
    [alertCode, vehicleId, deviceType, createdOn],
  );
  return (
    <>
      <Button
        leftSection={<IconVideo size={16} />}
        {...buttonProps}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-testid={testId}
      >
        {t("alertCenter.popup.media")}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AlertVideoModal
            alert={mediaAlert}
            licensePlate={alert.licensePlate}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
