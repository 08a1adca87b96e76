import { Outlet } from "react-router";
import { OfflineBanner } from "../shell/OfflineBanner";
import { Preloader } from "../shell/Preloader";

/** Wraps every route: preloader and offline banner. */
export function RootLayout() {
  return (
    <>
      <Preloader />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
