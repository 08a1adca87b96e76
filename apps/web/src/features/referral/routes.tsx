import type { RouteObject } from "react-router";
import { loadAllTexts } from "@/shared/i18n/i18n";

/** /referral/{code}: the referral link's page, no login, its own lazy chunk. */
export const referralLinkRoute: RouteObject = {
  path: "referral/:code",
  lazy: async () => {
    const [{ ReferralLinkPage }] = await Promise.all([
      import("./components/ReferralLinkPage"),
      loadAllTexts(),
    ]);
    return { Component: ReferralLinkPage };
  },
};
