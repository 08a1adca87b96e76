import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router";
import { i18n } from "@/shared/i18n/i18n";
import { routes } from "./router/routes";
import { LayoutSettingsProvider } from "./shell/layoutSettings/LayoutSettingsContext";

const router = createBrowserRouter(routes);

/** Texts and layout settings for every page; Mantine and the query client come below the login page. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <LayoutSettingsProvider>
        <RouterProvider router={router} />
      </LayoutSettingsProvider>
    </I18nextProvider>
  );
}
