import { Outlet } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "./ForbiddenPage";

/** The driver's pages are a driver's own: the forbidden page for anyone else. */
export function RequireDriver() {
  return useSession().isDriver ? <Outlet /> : <ForbiddenPage />;
}
