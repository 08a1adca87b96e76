import { NOT_IN_EDITION_PATHS } from "@armada/domain";
import type { RouteObject } from "react-router";
import { notificationRoute } from "@/features/alerts/notifications/routes";
import { alertRulesRoute } from "@/features/alerts/rules/routes";
import { LoginPage } from "@/features/auth/components/LoginPage";
import { driverCallRoute } from "@/features/driver-call/routes";
import { driverScoreRoute } from "@/features/driver-scores/routes";
import { liveviewRoute } from "@/features/live-map/routes";
import { masterDataRoute } from "@/features/master-data/routes";
import { consoleRoute } from "@/features/platform-console/routes";
import { profileRoute } from "@/features/profile/routes";
import { routeHistoryRoute } from "@/features/route-history/routes";
import { settingsRoute } from "@/features/settings/routes";
import { temporaryLiveViewRoute } from "@/features/temporary-live-view/routes";
import { loadAllTexts } from "@/shared/i18n/i18n";
import { ComingSoonPage } from "@/shared/ui/ComingSoonPage";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { NotInEditionPage } from "@/shared/ui/NotInEditionPage";
import { HelpRedirect } from "./HelpRedirect";
import { HomeRedirect } from "./HomeRedirect";
import { PlatformStaffRedirect } from "./PlatformStaffRedirect";
import { RootLayout } from "./RootLayout";
import { RouteErrorPage } from "./RouteErrorPage";

/** Modules of this edition that later issues fill in; until then a "coming soon" page. */
export const COMING_SOON_ROUTES: readonly { path: string; labelKey: string }[] = [
  { path: "/report/", labelKey: "menu.report" },
];

/** "/report/" -> "report/*": the section and every page below it. */
const section = (path: string) => `${path.replace(/^\/|\/$/g, "")}/*`;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // shown while a lazy page (live view, route history) loads on a first visit straight to it
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: "login", element: <LoginPage /> },
      {
        path: "logout",
        lazy: async () => {
          const [{ LogoutPage }] = await Promise.all([
            import("@/features/auth/components/LogoutPage"),
            loadAllTexts(),
          ]);
          return { Component: LogoutPage };
        },
      },
      {
        // the session check (identity, realtime socket) is not the login page's code either, nor are the texts
        // of the signed-in pages
        lazy: async () => {
          const [{ AuthGuard }] = await Promise.all([import("./AuthGuard"), loadAllTexts()]);
          return { Component: AuthGuard };
        },
        children: [
          consoleRoute,
          {
            // The signed-in shell and every page below load on demand: the login page pulls none of their code.
            lazy: async () => {
              const [{ AlertCenterProvider }, { AppLayout }, { ModalsProvider }] = await Promise.all([
                import("@/features/alerts/center"),
                import("../shell/AppLayout"),
                import("@mantine/modals"),
              ]);
              return {
                element: (
                  <PlatformStaffRedirect>
                    <ModalsProvider>
                      <AlertCenterProvider>
                        <AppLayout />
                      </AlertCenterProvider>
                    </ModalsProvider>
                  </PlatformStaffRedirect>
                ),
              };
            },
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: "dashboard",
                lazy: async () => ({
                  Component: (await import("@/features/dashboard/components/DashboardPage")).DashboardPage,
                }),
              },
              profileRoute,
              { path: "help/*", element: <HelpRedirect /> },
              liveviewRoute,
              routeHistoryRoute,
              driverScoreRoute,
              masterDataRoute,
              temporaryLiveViewRoute,
              notificationRoute,
              driverCallRoute,
              alertRulesRoute,
              settingsRoute,
              {
                path: "contactus",
                lazy: async () => ({
                  Component: (await import("@/features/contact-us/components/ContactUsPage")).ContactUsPage,
                }),
              },
              ...COMING_SOON_ROUTES.map(({ path, labelKey }) => ({
                path: section(path),
                element: <ComingSoonPage labelKey={labelKey} />,
              })),
              ...NOT_IN_EDITION_PATHS.map((path) => ({ path: section(path), element: <NotInEditionPage /> })),
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
