import { Navigate, useLocation } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { homePath } from "./homePath";

/** "/" goes to the user's home page, keeping the query (e.g. ?isLoginSuccess=true). */
export function HomeRedirect() {
  const session = useSession();
  const { search } = useLocation();
  return <Navigate to={`${homePath(session)}${search}`} replace />;
}
