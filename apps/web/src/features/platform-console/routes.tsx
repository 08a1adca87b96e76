import type { RouteObject } from "react-router";

/** /console/: the platform console, its own lazy chunk (the operator app's pages do not grow). */
export const consoleRoute: RouteObject = {
  path: "console/*",
  lazy: async () => {
    const [{ ConsoleLayout }, { ModalsProvider }] = await Promise.all([
      import("./components/ConsoleLayout"),
      import("@mantine/modals"),
    ]);
    return {
      element: (
        <ModalsProvider>
          <ConsoleLayout />
        </ModalsProvider>
      ),
    };
  },
};
