import { describe, expect, it } from "vitest";
import {
  companyLogos,
  hidesHelpAndContact,
  hidesReferralAndFeedback,
  LOGO_SIZES,
} from "./companyBranding.js";

describe("companyLogos", () => {
  it("gives company 1449 its own logos", () => {
    expect(companyLogos(1449)).toEqual({ full: "logo-1449-full.svg", icon: "logo-1449-icon.svg" });
  });

  it("gives other companies the default logos", () => {
    expect(companyLogos(1)).toEqual({ full: "logo-full.svg", icon: "logo-icon.svg" });
  });

  it("documents the 125x40 and 40x40 sizes", () => {
    expect(LOGO_SIZES.full).toEqual({ width: 125, height: 40 });
    expect(LOGO_SIZES.icon).toEqual({ width: 40, height: 40 });
  });
});

describe("company 1449 rules", () => {
  it("hides help, contact, referral and feedback for company 1449 only", () => {
    expect(hidesHelpAndContact(1449)).toBe(true);
    expect(hidesHelpAndContact(1448)).toBe(false);
    expect(hidesReferralAndFeedback(1449)).toBe(true);
    expect(hidesReferralAndFeedback(7)).toBe(false);
  });
});
