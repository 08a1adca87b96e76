import { parseLanguage } from "@armada/domain";
import { Button, Center } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { isUnauthenticated } from "@/shared/api/GraphqlRequestError";
import { setAppTimeZone } from "@/shared/i18n/format";
import { changeLanguage, hasStoredLanguage } from "@/shared/i18n/i18n";
import { realtimeSocket } from "@/shared/realtime";
import { identityQueryKey } from "@/shared/session/identityQueryKey";
import { loginPath } from "@/shared/session/loginPath";
import { SessionContext } from "@/shared/session/SessionContext";
import { maySignedIn, rememberSignedIn } from "@/shared/session/signedInHint";
import { toSession } from "@/shared/session/toSession";
import { useIdentity } from "@/shared/session/useIdentity";
import { StatusPage } from "@/shared/ui/StatusPage";
import { ShellSkeleton } from "../shell/ShellSkeleton";

/**
 * Gate of every signed-in page: loads the identity (skeleton meanwhile), sends unauthenticated users
 * to /login and provides the session to the pages below.
 */
export function AuthGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedInHere = maySignedIn();
  const identityQuery = useIdentity({ enabled: signedInHere });
  const identity = identityQuery.data;
  const unauthenticated = identityQuery.isError && isUnauthenticated(identityQuery.error);
  const session = useMemo(() => (identity ? toSession(identity) : null), [identity]);

  // A socket closed for a session end: the identity fails as well, and the check below goes to /login.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtimeSocket.onSessionEnded(() => void queryClient.refetchQueries({ queryKey: identityQueryKey })),
    [queryClient],
  );

  // The profile's language applies when this browser has no choice of its own yet.
  useEffect(() => {
    if (identity?.language && !hasStoredLanguage()) void changeLanguage(parseLanguage(identity.language));
  }, [identity?.language]);

  useEffect(() => {
    if (unauthenticated) rememberSignedIn(false);
  }, [unauthenticated]);

  if (!signedInHere || unauthenticated) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (session) {
    // before the pages render: every date below is read in the company's zone
    setAppTimeZone(identity?.timeZone);
    return (
      <SessionContext.Provider value={session}>
        <Outlet />
      </SessionContext.Provider>
    );
  }
  if (identityQuery.isError) {
    return (
      <Center mih="100dvh" p="md" bg="var(--armada-page-bg)">
        <StatusPage
          icon={IconCloudOff}
          color="red"
          title={t("pages.error.title")}
          message={t("pages.error.identityMessage")}
          extra={
            <Button onClick={() => void identityQuery.refetch()} loading={identityQuery.isFetching}>
              {t("pages.error.retry")}
            </Button>
          }
          testId="identity-error"
        />
      </Center>
    );
  }
  return <ShellSkeleton />;
}
