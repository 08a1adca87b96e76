import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "./ForbiddenPage";

/** The driver's pages are a driver's own: the forbidden page for anyone else (`children`, else the child route). */
export function RequireDriver({ children }: { children?: ReactNode }) {
  return useSession().isDriver ? (children ?? <Outlet />) : <ForbiddenPage />;
}
