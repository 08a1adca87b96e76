import { NOT_IN_EDITION_PATHS } from "@armada/domain";
import type { RouteObject } from "react-router";
import { AlertCenterProvider } from "@/features/alert-center";
import { alertRulesRoute } from "@/features/alert-rules/routes";
import { LoginPage } from "@/features/auth/components/LoginPage";
import { LogoutPage } from "@/features/auth/components/LogoutPage";
import { ContactUsPage } from "@/features/contact-us/components/ContactUsPage";
import { DashboardPage } from "@/features/dashboard/components/DashboardPage";
import { liveviewRoute } from "@/features/liveview/routes";
import { masterDataRoute } from "@/features/master-data/routes";
import { notificationRoute } from "@/features/notifications/routes";
import { ProfilePage } from "@/features/profile/components/ProfilePage";
import { routeHistoryRoute } from "@/features/route-history/routes";
import { settingsRoute } from "@/features/settings/routes";
import { temporaryTrackingRoute } from "@/features/temporary-tracking/routes";
import { ComingSoonPage } from "@/shared/ui/ComingSoonPage";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { NotInEditionPage } from "@/shared/ui/NotInEditionPage";
import { AppLayout } from "../shell/AppLayout";
import { AuthGuard } from "./AuthGuard";
import { HelpRedirect } from "./HelpRedirect";
import { HomeRedirect } from "./HomeRedirect";
import { RootLayout } from "./RootLayout";
import { RouteErrorPage } from "./RouteErrorPage";

/** Modules of this edition that later issues fill in; until then a "coming soon" page. */
export const COMING_SOON_ROUTES: readonly { path: string; labelKey: string }[] = [
  { path: "/report/", labelKey: "menu.report" },
  { path: "/driverscore/", labelKey: "menu.driverScore" },
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
      { path: "logout", element: <LogoutPage /> },
      {
        element: <AuthGuard />,
        children: [
          {
            element: (
              <AlertCenterProvider>
                <AppLayout />
              </AlertCenterProvider>
            ),
            children: [
              { index: true, element: <HomeRedirect /> },
              { path: "dashboard", element: <DashboardPage /> },
              { path: "profile", element: <ProfilePage /> },
              { path: "help/*", element: <HelpRedirect /> },
              liveviewRoute,
              routeHistoryRoute,
              masterDataRoute,
              temporaryTrackingRoute,
              notificationRoute,
              alertRulesRoute,
              settingsRoute,
              { path: "contactus", element: <ContactUsPage /> },
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
