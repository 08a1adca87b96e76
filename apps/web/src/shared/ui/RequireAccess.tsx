import { type AccessKey, can } from "@armada/domain";
import type { ReactNode } from "react";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "./ForbiddenPage";

/** A page that needs one access key: the forbidden page for users without it. */
export function RequireAccess({ accessKey, children }: { accessKey: AccessKey; children: ReactNode }) {
  const { accessKeys } = useSession();
  return can(accessKeys, accessKey) ? children : <ForbiddenPage />;
}
