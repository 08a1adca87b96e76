import { REMINDER_MINUTES } from "@armada/domain";
import { Card, Group, Select, Text, Title } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useUpdateProfile } from "../api/profile";

/** The options none, 5, 10, 15, 30 and 60 minutes as Select items. */
export function useReminderOptions() {
  const { t } = useTranslation();
  return REMINDER_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t("profile.reminder.none") : t("profile.reminder.minutes", { count: minutes }),
  }));
}

/** The reminder interval select; saving says "changed" whether it was set or cleared (docs/spec/alert-center-and-shell.md §8). */
export function ReminderSelect({ value, testId }: { value: number; testId: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const options = useReminderOptions();
  return (
    <Select
      aria-label={t("profile.reminder.title")}
      data={options}
      value={String(value)}
      allowDeselect={false}
      disabled={update.isPending}
      onChange={(next) => {
        if (next === null || Number(next) === value) return;
        update.mutate(
          { reminderMinutes: Number(next) },
          { onSuccess: () => notifySuccess(t("profile.reminder.changed")), onError: notifyError },
        );
      }}
      w={{ base: "100%", xs: 200 }}
      data-testid={testId}
    />
  );
}

export function ReminderCard({ reminderMinutes }: { reminderMinutes: number }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconBellRinging size={20} aria-hidden />
          <div>
            <Title order={2} fz="md">
              {t("profile.reminder.title")}
            </Title>
            <Text c="dimmed" fz="sm">
              {t("profile.reminder.hint")}
            </Text>
          </div>
        </Group>
        <ReminderSelect value={reminderMinutes} testId="profile-reminder" />
      </Group>
    </Card>
  );
}
