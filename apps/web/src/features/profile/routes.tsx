import type { RouteObject } from "react-router";

/** /profile/ and its Add Email and Add Number pages (docs/spec/alert-center-and-shell.md §2.1), loaded on demand. */
export const profileRoute: RouteObject = {
  path: "profile",
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./components/ProfilePage")).ProfilePage }),
    },
    {
      path: "add-email",
      lazy: async () => ({ Component: (await import("./components/AddEmailPage")).AddEmailPage }),
    },
    {
      path: "sessions",
      lazy: async () => ({ Component: (await import("./components/SessionsPage")).SessionsPage }),
    },
    {
      path: "add-number",
      lazy: async () => ({ Component: (await import("./components/AddNumberPage")).AddNumberPage }),
    },
  ],
};
