import { Outlet, useMatch } from "react-router";
import { WithAppProviders } from "../providers/WithAppProviders";
import { OfflineBanner } from "../shell/OfflineBanner";
import { Preloader } from "../shell/Preloader";

/**
 * Wraps every route: preloader and offline banner, and the app's providers for every page but the login page,
 * which is built without Mantine and the query client so that a first visit downloads neither.
 */
export function RootLayout() {
  const onLoginPage = useMatch("/login") !== null;
  return (
    <>
      <Preloader />
      <OfflineBanner />
      {onLoginPage ? (
        <Outlet />
      ) : (
        <WithAppProviders>
          <Outlet />
        </WithAppProviders>
      )}
    </>
  );
}
