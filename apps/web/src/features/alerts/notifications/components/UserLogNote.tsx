import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { falseAlertReasonKey } from "@/features/alerts/center/lib/alertForms";

/** The text of a user-log entry: a note, or a false alert's reason (quick reasons translated). */
export function UserLogNote({
  entry,
}: {
  entry: { typeField: string; data: string | null; note: string | null };
}) {
  const { t } = useTranslation();
  const raw = entry.typeField === "Feedback" ? (entry.note ?? entry.data) : entry.note;
  if (!raw)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  const key = falseAlertReasonKey(raw);
  return (
    <Text fz="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} data-testid="log-note">
      {key ? t(`alertCenter.falseAlert.reasons.${key}`) : raw}
    </Text>
  );
}
