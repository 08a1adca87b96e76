import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailDomainOf, ssoConfigInputSchema, ssoIssuerUrlAllowed } from "./index.js";

const valid = {
  issuerUrl: "https://login.microsoftonline.com/tenant/v2.0/",
  clientId: "armada",
  allowedDomains: ["@Contoh.CO.id", "contoh.co.id", "cabang.contoh.co.id"],
  defaultRoleId: 3,
  isEnabled: true,
  ssoOnly: false,
};

describe("SSO settings input", () => {
  it("normalises domains (lower case, no @, once) and drops the issuer's trailing slash", () => {
    const parsed = ssoConfigInputSchema.parse(valid);
    expect(parsed.allowedDomains).toEqual(["contoh.co.id", "cabang.contoh.co.id"]);
    expect(parsed.issuerUrl).toBe("https://login.microsoftonline.com/tenant/v2.0");
    expect(parsed.clientSecret).toBeUndefined();
  });

  it("refuses a domain that is not one, and no domain at all", () => {
    expect(ssoConfigInputSchema.safeParse({ ...valid, allowedDomains: ["contoh"] }).success).toBe(false);
    expect(ssoConfigInputSchema.safeParse({ ...valid, allowedDomains: ["a b.com"] }).success).toBe(false);
    expect(ssoConfigInputSchema.safeParse({ ...valid, allowedDomains: [] }).success).toBe(false);
  });

  it("the domain of any address it accepts is one of the allowed domains' form (property)", () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const parsed = ssoConfigInputSchema.safeParse({ ...valid, allowedDomains: [domain.toUpperCase()] });
        if (!parsed.success) return;
        expect(parsed.data.allowedDomains).toEqual([domain.toLowerCase()]);
        expect(emailDomainOf(`budi@${domain.toUpperCase()}`)).toBe(domain.toLowerCase());
      }),
    );
  });
});

describe("issuer URL guard", () => {
  it("allows HTTPS to a public name, refuses HTTP and private addresses", () => {
    const strict = { allowLocalHttp: false };
    expect(ssoIssuerUrlAllowed("https://accounts.google.com", strict)).toBe(true);
    expect(ssoIssuerUrlAllowed("http://accounts.google.com", strict)).toBe(false);
    expect(ssoIssuerUrlAllowed("https://10.0.0.5/realms/armada", strict)).toBe(false);
    expect(ssoIssuerUrlAllowed("https://169.254.169.254", strict)).toBe(false);
    expect(ssoIssuerUrlAllowed("http://127.0.0.1:16210", strict)).toBe(false);
    expect(ssoIssuerUrlAllowed("https://accounts.google.com/?x=1", strict)).toBe(false);
  });

  it("allows plain HTTP to this machine only when the server allows it", () => {
    expect(ssoIssuerUrlAllowed("http://127.0.0.1:16210", { allowLocalHttp: true })).toBe(true);
    expect(ssoIssuerUrlAllowed("http://localhost:16210/oidc", { allowLocalHttp: true })).toBe(true);
    expect(ssoIssuerUrlAllowed("http://192.168.1.2", { allowLocalHttp: true })).toBe(false);
  });
});

describe("e-mail domain", () => {
  it("an e-mail without a domain has none", () => {
    expect(emailDomainOf("budi")).toBeNull();
    expect(emailDomainOf("budi@")).toBeNull();
    expect(emailDomainOf("@contoh.co.id")).toBeNull();
  });
});
