import { FLEET_ORDER_ALERT_CODES } from "@armada/domain";
import { Anchor, Badge, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { alertAddress } from "@/features/alerts/common/rawAlertFields";
import { formatDateTime } from "@/shared/i18n/format";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useNow } from "@/shared/realtime";
import type { Point } from "@/shared/ui/clampPosition";
import { DraggablePopup } from "@/shared/ui/DraggablePopup";
import { useRawAlert } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import { falseAlertReasonKey } from "../lib/alertForms";
import { alertColor, alertDescription } from "../lib/alertPresentation";
import { alertThresholdParts } from "../lib/alertThreshold";
import { timePassed } from "../lib/timePassed";
import { useAlertCenter } from "../state/alertCenterContext";
import { AlertIcon } from "./AlertIcon";
import { ALERT_MAP_SIZE, AlertMiniMap } from "./AlertMiniMap";
import { AlertNoteInput } from "./AlertNoteInput";
import { AlertPopupActions } from "./AlertPopupActions";
import { FleetOrderDetails } from "./FleetOrderDetails";
import { useAlertAction } from "./useAlertAction";

export interface AlertPopupProps {
  rawAlertId: number;
  snapshot: RawAlert;
  initialPosition: Point;
  onClose: () => void;
}

/** The 374 px map plus the 16 px padding on each side. */
export const ALERT_POPUP_WIDTH = ALERT_MAP_SIZE.width + 32;

/** The preview of one alert (docs/spec/alert-center-and-shell.md §2.5): details, a small map and the actions; opening it marks it read. */
export function AlertPopup({ rawAlertId, snapshot, initialPosition, onClose }: AlertPopupProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const center = useAlertCenter();
  const query = useRawAlert(rawAlertId, snapshot);
  const alert = query.data ?? snapshot;
  const read = useAlertAction(alert);
  const markedRead = useRef(false);
  const now = useNow(1000);

  useEffect(() => {
    if (markedRead.current || snapshot.isRead) return;
    markedRead.current = true;
    read.mutate({ actionType: "Read" });
  }, [snapshot.isRead, read]);

  if (!center) return null;
  const color = alertColor(alert, center.access.urgent);
  const thresholds = alertThresholdParts(alert.alertCode, alert.alertData, {
    showOverspeedDuration: center.access.overspeedDuration,
    language,
  });
  const fleetOrder = FLEET_ORDER_ALERT_CODES.includes(alert.alertCode)
    ? (alert.alertData ?? "").split("|")
    : null;
  const reasonKey = alert.form ? falseAlertReasonKey(alert.form.reason) : null;

  return (
    <DraggablePopup
      title={alertDescription(alert, language)}
      onClose={onClose}
      initialPosition={initialPosition}
      width={ALERT_POPUP_WIDTH}
      maxHeight={720}
      color={color}
      testId={`alert-popup-${rawAlertId}`}
    >
      <Stack gap="sm" p="md" data-color={color} data-testid="alert-popup" data-alert-id={rawAlertId}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <AlertIcon iconUrl={alert.alert.iconUrl} color={color} size={42} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{alert.licensePlate}</Text>
            <Text fz="sm" c="dimmed">
              {alert.driverName ?? t("alertCenter.popup.noDriver")}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            {alert.isFalseAlert ? (
              <Badge color="green" variant="light" data-testid="alert-popup-state">
                {t("alertCenter.state.false")}
              </Badge>
            ) : alert.isResolved ? (
              <Badge color="green" variant="light" data-testid="alert-popup-state">
                {t("alertCenter.state.resolved")}
              </Badge>
            ) : (
              <Badge color={color} variant="light" data-testid="alert-popup-state">
                {t(alert.isUrgent && center.access.urgent ? "alertCenter.urgent" : "alertCenter.important")}
              </Badge>
            )}
          </Stack>
        </Group>

        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Detail label={t("alertCenter.popup.time")}>
            {formatDateTime(alert.createdOn, language)}
            <Text span fz="xs" c="dimmed" display="block">
              {timePassed(alert.createdOn, now, language)}
            </Text>
          </Detail>
          {alert.formattedAlertData ? (
            <Detail label={t("alertCenter.popup.data")}>{alert.formattedAlertData}</Detail>
          ) : null}
          {thresholds.map((part) => (
            <Detail key={part.label} label={t(`alertCenter.threshold.${part.label}`)}>
              <span data-testid={`alert-threshold-${part.label}`}>{part.text}</span>
            </Detail>
          ))}
          {fleetOrder?.[0] ? (
            <Detail label={t("alertCenter.popup.orderNumber")}>{fleetOrder[0]}</Detail>
          ) : null}
          {fleetOrder?.[1] ? (
            <Detail label={t("alertCenter.popup.fleetOrderId")}>{fleetOrder[1]}</Detail>
          ) : null}
        </SimpleGrid>
        {fleetOrder && alert.foData ? <FleetOrderDetails details={alert.foData} language={language} /> : null}
        <Detail label={t("alertCenter.popup.address")}>{alertAddress(alert, t, language) ?? "-"}</Detail>

        {alert.latitude !== null && alert.longitude !== null ? (
          <Stack gap={4}>
            <AlertMiniMap
              latitude={alert.latitude}
              longitude={alert.longitude}
              interactive={center.access.embedMap}
              color={color}
            />
            <Anchor
              href={
                alert.mapUrl ??
                `https://www.openstreetmap.org/?mlat=${alert.latitude}&mlon=${alert.longitude}#map=16/${alert.latitude}/${alert.longitude}`
              }
              target="_blank"
              rel="noreferrer"
              fz="xs"
              data-testid="alert-popup-map-link"
            >
              <Group gap={4} component="span">
                <IconExternalLink size={14} />
                {t("alertCenter.popup.openMap")}
              </Group>
            </Anchor>
          </Stack>
        ) : null}

        {alert.isFalseAlert && alert.form ? (
          <Detail label={t("alertCenter.falseAlert.reason")}>
            <span data-testid="alert-popup-false-reason">
              {reasonKey ? t(`alertCenter.falseAlert.reasons.${reasonKey}`) : alert.form.reason}
              {alert.form.others ? ` — ${alert.form.others}` : ""}
            </span>
          </Detail>
        ) : null}

        <Divider />
        <AlertPopupActions alert={alert} canViewMedia={center.access.media} />
        <AlertNoteInput alert={alert} />
      </Stack>
    </DraggablePopup>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz={11} c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
