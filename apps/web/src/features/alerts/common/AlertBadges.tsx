import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Urgent (red) or Important (orange); nothing for alerts of neither list. */
export function UrgencyBadge({ urgency }: { urgency: "Urgent" | "Important" | null }) {
  const { t } = useTranslation();
  if (!urgency) return null;
  return (
    <Badge
      variant="light"
      color={urgency === "Urgent" ? "red" : "orange"}
      miw="max-content"
      data-testid="urgency-badge"
    >
      {t(`alerts.urgency.${urgency}`)}
    </Badge>
  );
}

export const urgencyOf = (alert: { isUrgent: boolean; isImportant: boolean }) =>
  alert.isUrgent ? "Urgent" : alert.isImportant ? "Important" : null;

export type AlertStatus = "unresolved" | "resolved" | "falseAlert";

export const alertStatusOf = (alert: { isResolved: boolean; isFalseAlert: boolean }): AlertStatus =>
  alert.isFalseAlert ? "falseAlert" : alert.isResolved ? "resolved" : "unresolved";

const STATUS_COLORS: Record<AlertStatus, string> = {
  unresolved: "red",
  resolved: "green",
  falseAlert: "gray",
};

/** Belum dicek / Selesai / Alarm palsu. */
export function AlertStatusBadge({ alert }: { alert: { isResolved: boolean; isFalseAlert: boolean } }) {
  const { t } = useTranslation();
  const status = alertStatusOf(alert);
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      miw="max-content"
      data-testid="status-badge"
      data-status={status}
    >
      {t(`alerts.status.${status}`)}
    </Badge>
  );
}
