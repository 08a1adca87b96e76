import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router";
import { i18n } from "@/shared/i18n/i18n";
import { maySignedIn } from "@/shared/session/signedInHint";
import { routes } from "./router/routes";
import { signedOutEntry } from "./router/signedOutEntry";

const entry = signedOutEntry(routes, window.location.pathname, window.location.search, maySignedIn());
if (entry !== null) window.history.replaceState(null, "", entry);
const router = createBrowserRouter(routes);

/** Texts for every page; Mantine, the query client and the layout settings come below the login page. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
