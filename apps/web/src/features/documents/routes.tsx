import type { RouteObject } from "react-router";

/** /license/: vehicle and driver documents (user_docs or vehicle_docs, as the menu; the server checks each call). */
export const documentsRoute: RouteObject = {
  path: "license/*",
  lazy: async () => ({ Component: (await import("./components/DocumentsPage")).DocumentsPage }),
};
