import { z } from "zod";
import { webhookUrlProblem } from "../webhooks/webhookUrl.js";

export const MAX_SSO_EMAIL_DOMAINS = 20;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An e-mail domain as stored and compared: lower case, no leading "@" or spaces. */
export const ssoEmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ""))
  .pipe(z.string().regex(DOMAIN));

/**
 * A company's OpenID Connect settings as its admin saves them. The client secret is write-only: absent keeps the
 * stored one (the form shows "tersimpan"), a value replaces it.
 */
export const ssoConfigInputSchema = z.object({
  issuerUrl: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((url) => url.replace(/\/+$/, "")),
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().min(1).max(1000).optional(),
  allowedDomains: z
    .array(ssoEmailDomainSchema)
    .min(1)
    .max(MAX_SSO_EMAIL_DOMAINS)
    .transform((domains) => [...new Set(domains)]),
  defaultRoleId: z.number().int().positive().max(2_147_483_647),
  isEnabled: z.boolean(),
  ssoOnly: z.boolean(),
});

export type SsoConfigInput = z.output<typeof ssoConfigInputSchema>;

export const ssoStartInputSchema = z.object({ email: z.email().max(254) });

/**
 * Whether an issuer URL may be fetched (discovery, keys, token): HTTPS to a public address, as a webhook's URL
 * (the same SSRF guard); plain HTTP to this machine only when the server allows it (tests, development).
 */
export function ssoIssuerUrlAllowed(url: string, options: { allowLocalHttp: boolean }): boolean {
  return webhookUrlProblem(url, options) === null && !new URL(url).search && !new URL(url).hash;
}

/** The domain of an e-mail address, lower case, or null when it has none. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}
