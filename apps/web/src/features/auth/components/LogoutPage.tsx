import { Center, Loader, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { endPushSubscription } from "@/features/push";
import type { Identity } from "@/shared/session/identity";
import { identityQueryKey } from "@/shared/session/identityQueryKey";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import { logout } from "../api/logout";

/** Spec §4/§9: the redirect after logout waits 500 ms, also when the logout call fails. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

/** /logout: ends the session on the server, clears client state, then goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useDocumentTitle(`${t("logout.title")} · ${t("app.name")}`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const identity = queryClient.getQueryData<Identity>(identityQueryKey);
    const unregister =
      identity?.featureFlags.some((flag) => flag.key === "fcmTopicDeliveries" && flag.enabled) ?? false;
    // docs/spec/alert-center-and-shell.md §4: delete the push token, unregister it from the backend when fcmTopicDeliveries is on
    endPushSubscription(unregister)
      .then(() => logout())
      .catch((error: unknown) => {
        console.error("Logout failed; continuing to the login page", error);
      })
      .finally(() => {
        rememberSignedIn(false);
        queryClient.clear();
        notifications.clean();
        setDone(true);
        window.setTimeout(() => navigate("/login", { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
      });
  }, [navigate, queryClient]);

  return (
    <Center mih="100dvh" role="status" aria-live="polite" data-testid="logout-page">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed">{done ? t("logout.done") : t("logout.inProgress")}</Text>
      </Stack>
    </Center>
  );
}
