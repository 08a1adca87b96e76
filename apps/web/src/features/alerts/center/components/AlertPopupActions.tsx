import { Button, Group, Switch, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertOctagon, IconMapPin, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallDriverButton } from "@/features/driver-call";
import { AlertMediaButton } from "@/features/media";
import type { RawAlert } from "../api/rawAlert";
import { CONFIRM_Z_INDEX } from "../lib/layout";
import { FalseAlertModal } from "./FalseAlertModal";
import { useAlertAction } from "./useAlertAction";

/** Resolve toggle, false alert / recheck, media, track vehicle and call driver of one alert. */
export function AlertPopupActions({ alert, canViewMedia }: { alert: RawAlert; canViewMedia: boolean }) {
  const { t } = useTranslation();
  const action = useAlertAction(alert);
  const [falseAlertOpen, setFalseAlertOpen] = useState(false);

  const toggleResolved = () => {
    const resolving = !alert.isResolved;
    modals.openConfirmModal({
      title: t(resolving ? "alertCenter.resolve.title" : "alertCenter.resolve.reopenTitle"),
      children: (
        <Text fz="sm">
          {t(resolving ? "alertCenter.resolve.question" : "alertCenter.resolve.reopenQuestion")}
        </Text>
      ),
      labels: { confirm: t("alertCenter.yes"), cancel: t("alertCenter.no") },
      zIndex: CONFIRM_Z_INDEX,
      confirmProps: { "data-testid": "alert-confirm-yes" } as Record<string, string>,
      onConfirm: () =>
        action.mutate({
          actionType: "Resolve",
          data: resolving ? "true" : "false",
          successKey: resolving ? "alertCenter.resolve.checked" : "alertCenter.resolve.unchecked",
        }),
    });
  };

  const cancelFalseAlert = () =>
    modals.openConfirmModal({
      title: t("alertCenter.falseAlert.cancelTitle"),
      children: <Text fz="sm">{t("alertCenter.falseAlert.cancelQuestion")}</Text>,
      labels: { confirm: t("alertCenter.yes"), cancel: t("alertCenter.no") },
      zIndex: CONFIRM_Z_INDEX,
      confirmProps: { "data-testid": "alert-confirm-yes" } as Record<string, string>,
      onConfirm: () =>
        action.mutate({
          actionType: "FalseAlert",
          data: "false",
          successKey: "alertCenter.falseAlert.cancelled",
        }),
    });

  return (
    <>
      <Switch
        label={t("alertCenter.resolve.label")}
        checked={alert.isResolved}
        disabled={alert.isFalseAlert || action.isPending}
        onChange={toggleResolved}
        color="green"
        data-testid="alert-popup-resolve"
      />
      <Group gap="xs">
        {alert.isFalseAlert ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={cancelFalseAlert}
            loading={action.isPending}
            data-testid="alert-popup-recheck"
          >
            {t("alertCenter.falseAlert.recheck")}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={<IconAlertOctagon size={16} />}
            onClick={() => setFalseAlertOpen(true)}
            disabled={action.isPending}
            data-testid="alert-popup-false"
          >
            {t("alertCenter.falseAlert.mark")}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/liveview-2/?type=vehicle&vehicleId=${alert.vehicleId}`}
          leftSection={<IconMapPin size={16} />}
          data-testid="alert-popup-track"
        >
          {t("alertCenter.popup.track")}
        </Button>
        {alert.shouldHaveMedia && canViewMedia ? (
          <AlertMediaButton
            size="xs"
            variant="light"
            color="grape"
            alert={{ ...alert, deviceType: alert.callState.deviceType }}
            testId="alert-popup-media"
          />
        ) : null}
        {alert.callState.isHaveVoip ? (
          <CallDriverButton
            vehicleId={alert.vehicleId}
            licensePlate={alert.licensePlate}
            deviceType={alert.callState.deviceType}
            confirmZIndex={CONFIRM_Z_INDEX}
            testId="alert-popup-call"
          />
        ) : null}
      </Group>
      <FalseAlertModal
        opened={falseAlertOpen}
        onClose={() => setFalseAlertOpen(false)}
        onSubmit={(form) => {
          setFalseAlertOpen(false);
          action.mutate({
            actionType: "FalseAlert",
            data: "true",
            form,
            successKey: "alertCenter.falseAlert.set",
          });
        }}
      />
    </>
  );
}
