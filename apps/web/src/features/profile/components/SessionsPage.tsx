import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useEndSessions, useMySessions } from "../api/sessions";
import { SessionCard, type SessionShown, useDeviceName } from "./SessionCard";

/** /profile/sessions/: where this user is signed in; ends one other session or all of them after a confirm. */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const end = useEndSessions();
  const deviceName = useDeviceName();
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.isCurrent).length;

  const confirmEnd = (session: SessionShown | null) =>
    confirmDestructive({
      title: t(session ? "sessions.endOneTitle" : "sessions.endOthersTitle"),
      text: session
        ? t("sessions.endOneText", { device: deviceName(session) })
        : t("sessions.endOthersText", { count: others }),
      confirmLabel: t("sessions.end"),
      cancelLabel: t("sessions.cancel"),
      testId: "sessions-confirm",
      onConfirm: () =>
        end.mutate(session?.id ?? null, {
          onSuccess: () => notifySuccess(t("sessions.ended")),
          onError: errorNotifier("sessions.endFailed"),
        }),
    });

  return (
    <Stack gap="md">
      <PageHeader title={t("sessions.title")} description={t("sessions.description")} />
      {sessions.isError ? (
        <LoadFailed
          message={t("sessions.loadFailed")}
          retryLabel={t("sessions.retry")}
          onRetry={() => sessions.refetch()}
        />
      ) : null}
      {others > 0 ? (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => confirmEnd(null)}
            data-testid="sessions-end-others"
          >
            {t("sessions.endOthers")}
          </Button>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="sessions-list">
        {rows.map((session) => (
          <SessionCard key={session.id} session={session} onEnd={confirmEnd} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
