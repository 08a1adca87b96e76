import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /marketplace/: what a company can add, modules and hardware, each with its request button. */
export const marketplaceRoute: RouteObject = {
  path: "marketplace/*",
  lazy: async () => {
    const { MarketplacePage } = await import("./components/MarketplacePage");
    return {
      element: (
        <RequireAccess accessKey="marketplace:read">
          <MarketplacePage />
        </RequireAccess>
      ),
    };
  },
};
