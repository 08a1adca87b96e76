import { Navigate, useLocation, useNavigation } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { homePath } from "./homePath";

/**
 * "/" goes to the user's home page, keeping the query (e.g. ?isLoginSuccess=true). Not while another navigation is
 * on its way: a tap on the menu while the shell came up (a driver's "Tugas" right after login) would be cancelled by
 * the redirect, and the driver left on the home page.
 */
export function HomeRedirect() {
  const session = useSession();
  const { search } = useLocation();
  const navigation = useNavigation();
  if (navigation.state !== "idle") return null;
  return <Navigate to={`${homePath(session)}${search}`} replace />;
}
