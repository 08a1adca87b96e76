import { NOT_IN_EDITION_PATHS } from "@armada/domain";
import type { RouteObject } from "react-router";
import { notificationRoute } from "@/features/alerts/notifications/routes";
import { alertRulesRoute } from "@/features/alerts/rules/routes";
import { loginRoute, secondStepRoute, setPasswordRoute } from "@/features/auth/routes";
import { companyTicketRoute } from "@/features/company-ticket/routes";
import { controlTowerListRoute, controlTowerRoute } from "@/features/control-tower/routes";
import { costManagementRoute } from "@/features/costs/routes";
import {
  deliveryRequestRoute,
  deliveryRoute,
  driverTasksRoute,
  fleetAvailabilityRoute,
  fleetTaskRoute,
  salesOrderRoute,
} from "@/features/deliveries/routes";
import { deliverySchedulerRoute } from "@/features/delivery-scheduler/routes";
import { documentsRoute } from "@/features/documents/routes";
import { driverCallRoute } from "@/features/driver-call/routes";
import { driverHomeRoute } from "@/features/driver-home/routes";
import { driverScoreRoute } from "@/features/driver-scores/routes";
import { invoiceRoute } from "@/features/invoices/routes";
import { landMeasurementRoute } from "@/features/land-measurement/routes";
import { liveviewRoute } from "@/features/live-map/routes";
import { maintenanceRoute } from "@/features/maintenance/routes";
import { marketplaceRoute } from "@/features/marketplace/routes";
import { masterDataRoute } from "@/features/master-data/routes";
import { mediaRoutes } from "@/features/media/routes";
import { consoleRoute } from "@/features/platform-console/routes";
import { profileRoute } from "@/features/profile/routes";
import { referralLinkRoute } from "@/features/referral/routes";
import { reportRoute } from "@/features/reports/routes";
import { routeHistoryRoute } from "@/features/route-history/routes";
import { routeOptimizationRoute } from "@/features/route-optimization/routes";
import { scheduledReportsRoute } from "@/features/scheduled-reports/routes";
import { settingsRoute } from "@/features/settings/routes";
import { temporaryLiveViewRoute } from "@/features/temporary-live-view/routes";
import { liveStreamingRoute, playbackRoutes } from "@/features/track-vision/routes";
import { whatsappInboxRoute } from "@/features/whatsapp-inbox/routes";
import { loadAllTexts } from "@/shared/i18n/i18n";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import { ModalsHost } from "@/shared/ui/ModalsHost";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { oldLiveViewRoute } from "./oldLiveViewRoute";
import { PlatformStaffRedirect } from "./PlatformStaffRedirect";
import { RootLayout } from "./RootLayout";
import { RouteErrorPage } from "./RouteErrorPage";
import { SESSION_ROUTE_ID } from "./signedOutEntry";
import { withPageTexts } from "./withPageTexts";

/** "/master/" -> "master/*": the section and every page below it. */
const section = (path: string) => `${path.replace(/^\/|\/$/g, "")}/*`;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // shown while a lazy page (live view, route history) loads on a first visit straight to it
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      loginRoute,
      withPageTexts(secondStepRoute),
      withPageTexts(setPasswordRoute),
      referralLinkRoute,
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
        id: SESSION_ROUTE_ID,
        lazy: async () => {
          const [{ AuthGuard }] = await Promise.all([import("./AuthGuard"), loadAllTexts()]);
          return { Component: AuthGuard };
        },
        children: [
          withPageTexts(consoleRoute),
          {
            // The signed-in shell and every page below load on demand: the login page pulls none of their code.
            lazy: async () => {
              const [{ AlertCenterProvider }, { AppLayout }] = await Promise.all([
                import("@/features/alerts/center"),
                import("../shell/AppLayout"),
              ]);
              return {
                element: (
                  <PlatformStaffRedirect>
                    <AlertCenterProvider>
                      <AppLayout />
                    </AlertCenterProvider>
                    {/* beside the shell rather than around it: nothing reads its context */}
                    <ModalsHost />
                  </PlatformStaffRedirect>
                ),
              };
            },
            children: [
              {
                // the menu's rules it decides by are the shell's code, not the login page's
                index: true,
                lazy: async () => ({ Component: (await import("./HomeRedirect")).HomeRedirect }),
              },
              {
                path: "dashboard",
                lazy: async () => ({
                  Component: (await import("@/features/dashboard/components/DashboardPage")).DashboardPage,
                }),
              },
              // the live view's route waits for its first view's texts only
              liveviewRoute,
              oldLiveViewRoute,
              // every page but the dashboard shows texts the dashboard loads without
              ...[
                driverHomeRoute,
                driverTasksRoute,
                profileRoute,
                {
                  path: "help/*",
                  lazy: async () => ({ Component: (await import("./HelpRedirect")).HelpRedirect }),
                },
                routeHistoryRoute,
                driverScoreRoute,
                reportRoute,
                scheduledReportsRoute,
                masterDataRoute,
                temporaryLiveViewRoute,
                notificationRoute,
                driverCallRoute,
                salesOrderRoute,
                deliveryRequestRoute,
                deliveryRoute,
                fleetTaskRoute,
                fleetAvailabilityRoute,
                deliverySchedulerRoute,
                costManagementRoute,
                routeOptimizationRoute,
                maintenanceRoute,
                documentsRoute,
                invoiceRoute,
                alertRulesRoute,
                settingsRoute,
                whatsappInboxRoute,
                controlTowerRoute,
                controlTowerListRoute,
                landMeasurementRoute,
                companyTicketRoute,
                marketplaceRoute,
                liveStreamingRoute,
                ...playbackRoutes,
                ...mediaRoutes,
                {
                  path: "contactus",
                  lazy: async () => ({
                    Component: (await import("@/features/contact-us/components/ContactUsPage")).ContactUsPage,
                  }),
                },
                // a menu entry outside the edition (none since issue 35's playback) shows this page
                ...NOT_IN_EDITION_PATHS.map((path) => ({
                  path: section(path),
                  lazy: async () => ({
                    Component: (await import("@/shared/ui/NotInEditionPage")).NotInEditionPage,
                  }),
                })),
                { path: "*", element: <NotFoundPage /> },
              ].map(withPageTexts),
            ],
          },
        ],
      },
    ],
  },
];
