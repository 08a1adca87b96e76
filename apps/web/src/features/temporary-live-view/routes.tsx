import type { RouteObject } from "react-router";

const formPage = async () => ({
  Component: (await import("./components/TemporaryLiveViewFormPage")).TemporaryLiveViewFormPage,
});

/** /trackingtemp/: the list, /trackingtemp/new and /trackingtemp/:id (docs/spec/temporary-live-view.md §2), each loaded on demand. */
export const temporaryLiveViewRoute: RouteObject = {
  path: "trackingtemp",
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import("./components/TemporaryLiveViewListPage")).TemporaryLiveViewListPage,
      }),
    },
    { path: "new", lazy: formPage },
    { path: ":id", lazy: formPage },
  ],
};
