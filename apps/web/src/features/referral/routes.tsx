import type { RouteObject } from "react-router";

/** /referral/{code}: the referral link's page, no login, its own lazy chunk. */
export const referralLinkRoute: RouteObject = {
  path: "referral/:code",
  lazy: async () => {
    const [{ ReferralLinkPage }, { loadAllTexts }] = await Promise.all([
      import("./components/ReferralLinkPage"),
      import("@/shared/i18n/i18n"),
    ]);
    await loadAllTexts();
    return { Component: ReferralLinkPage };
  },
};
