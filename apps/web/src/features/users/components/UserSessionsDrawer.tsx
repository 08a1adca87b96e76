import { Button, Drawer, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SessionCard, type SessionShown, useDeviceName } from "@/features/profile";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { type CompanyUserRow, useEndUserSessions, useUserSessions } from "../api/users";

/** A user's signed-in browsers for the admin: device, IP, last seen; end one or all after a confirmation. */
export function UserSessionsDrawer({ user, onClose }: { user: CompanyUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const sessions = useUserSessions(user?.id ?? null);
  const end = useEndUserSessions();
  const deviceName = useDeviceName();
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.isCurrent).length;

  const confirmEnd = (session: SessionShown | null) => {
    if (!user) return;
    confirmDestructive({
      title: t(session ? "sessions.endOneTitle" : "users.sessions.endAllTitle"),
      text: session
        ? t("sessions.endOneText", { device: deviceName(session) })
        : t("users.sessions.endAllText", { count: others, name: user.name }),
      confirmLabel: t("sessions.end"),
      cancelLabel: t("sessions.cancel"),
      testId: "user-sessions-confirm",
      onConfirm: () =>
        end.mutate(
          { userId: user.id, sessionId: session?.id ?? null },
          {
            onSuccess: () => notifySuccess(t("sessions.ended")),
            onError: errorNotifier("sessions.endFailed"),
          },
        ),
    });
  };

  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? t("users.sessions.title", { name: user.name }) : ""}
    >
      <Stack gap="md" data-testid="user-sessions">
        {sessions.isPending ? (
          <DotsLoader />
        ) : sessions.isError ? (
          <LoadFailed
            message={t("sessions.loadFailed")}
            retryLabel={t("sessions.retry")}
            onRetry={() => void sessions.refetch()}
          />
        ) : rows.length === 0 ? (
          <Text c="dimmed" data-testid="user-sessions-empty">
            {t("users.sessions.empty")}
          </Text>
        ) : (
          <>
            {others > 0 ? (
              <Button
                color="red"
                variant="light"
                onClick={() => confirmEnd(null)}
                data-testid="user-sessions-end-all"
              >
                {t("users.sessions.endAll")}
              </Button>
            ) : null}
            {rows.map((session) => (
              <SessionCard key={session.id} session={session} onEnd={confirmEnd} />
            ))}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
