import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RawAlertUserLog } from "@/features/alerts/common/rawAlertFields";
import { formatDateTime } from "@/shared/i18n/format";
import { userLogActionKey } from "../lib/userLogAction";
import { UserLogNote } from "./UserLogNote";

/** The alert's user log, newest first. */
export function UserLogTimeline({ logs }: { logs: readonly RawAlertUserLog[] }) {
  const { t, i18n } = useTranslation();
  const sorted = [...logs].sort((a, b) => b.createdOn.localeCompare(a.createdOn));
  if (sorted.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="user-log-empty">
        {t("notifications.detail.noLogs")}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="user-log">
      {sorted.map((log) => (
        <Timeline.Item
          key={`${log.createdOn}-${log.typeField}-${log.userId ?? 0}`}
          title={t(`notifications.actions.${userLogActionKey(log.typeField, log.data)}`)}
          data-testid="user-log-entry"
        >
          <Text fz="xs" c="dimmed">
            {log.user?.fullname ?? "—"} · {formatDateTime(log.createdOn, i18n.language)}
          </Text>
          {log.note || log.typeField === "Feedback" ? <UserLogNote entry={log} /> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
