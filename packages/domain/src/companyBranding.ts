/** The company with its own logos and without help, contact, referral and feedback entries. */
export const CUSTOM_BRAND_COMPANY_ID = 1449;

export interface CompanyLogos {
  /** Asset file name of the full logo (125x40). */
  full: string;
  /** Asset file name of the square logo (40x40). */
  icon: string;
}

/** Display sizes of the top-bar logos, in pixels. */
export const LOGO_SIZES = {
  full: { width: 125, height: 40 },
  icon: { width: 40, height: 40 },
} as const;

export function companyLogos(companyId: number): CompanyLogos {
  if (companyId === CUSTOM_BRAND_COMPANY_ID)
    return { full: "logo-1449-full.svg", icon: "logo-1449-icon.svg" };
  return { full: "logo-full.svg", icon: "logo-icon.svg" };
}

/** Company 1449 does not see the help and contact menu entries (docs/spec/alert-center-and-shell.md §2.2). */
export function hidesHelpAndContact(companyId: number): boolean {
  return companyId === CUSTOM_BRAND_COMPANY_ID;
}

/** Company 1449 gets no referral or feedback buttons in the top bar (docs/spec/alert-center-and-shell.md §6 Feature flags). */
export function hidesReferralAndFeedback(companyId: number): boolean {
  return companyId === CUSTOM_BRAND_COMPANY_ID;
}
