import { expect, type Page, test } from "@playwright/test";
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from "../../apps/server/src/modules/single-sign-on/testing/oidcProvider.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/*
 * Single sign-on against a real OpenID Connect provider (oidc-provider, its own login and consent pages) on
 * 127.0.0.1: the admin sets it up in company settings, a new user signs in through the provider and is made with the
 * default role, a second sign-in is the same user; a refusal comes back to the login page with its message.
 */

const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 16210);
const SECRET = "rahasia-e2e-armada-0123456789";
const NEW_USER = `rina.${Date.now()}@armada-demo.id`;

const IDENTITY = "{ identity { data { userId name companyName } } }";
const SWITCH_OFF = `mutation ($input: UpdateSsoSettingsInput!) { updateSsoSettings(input: $input) { isSuccessful } }`;

async function signInWithSso(page: Page, email: string) {
  await page.goto("/login");
  await page.getByTestId("login-sso").click();
  await page.getByTestId("login-sso-email").fill(email);
  await page.getByTestId("login-sso-submit").click();
  // the provider's own pages: its login (the e-mail is its login name), then its consent
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
  await expect(page.locator('input[name="login"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill("sandi-penyedia");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/\?isLoginSuccess=true/);
  return (
    await graphql<{ identity: { data: { userId: number; name: string; companyName: string } } }>(
      page,
      IDENTITY,
    )
  ).identity.data;
}

test.describe("single sign-on", () => {
  let provider: TestOidcProvider;

  test.beforeAll(async ({ baseURL }) => {
    provider = await startTestOidcProvider(
      [{ clientId: "armada-e2e", clientSecret: SECRET, redirectUri: `${baseURL}/api/auth/sso/callback` }],
      OIDC_PORT,
    );
  });

  test.afterAll(async () => {
    await provider?.close();
  });

  // after a pass and after a failure or a timeout alike (a retry starts from SSO off, as the first try): the other
  // specs' demo company signs in as before
  test.afterEach(async ({ page }) => {
    const settings = await graphql<{ ssoSettings: { data: { roles: { id: number; name: string }[] } } }>(
      page,
      "{ ssoSettings { data { roles { id name } } } }",
    );
    const operator = settings.ssoSettings.data.roles.find((role) => role.name === "Operator");
    await graphql(page, SWITCH_OFF, {
      input: {
        issuerUrl: provider.issuer,
        clientId: "armada-e2e",
        allowedDomains: ["armada-demo.id"],
        defaultRoleId: operator?.id,
        isEnabled: false,
        ssoOnly: false,
      },
    });
  });

  test("an admin sets SSO up; a new user signs in through the provider, made once with the default role", async ({
    page,
    browser,
    baseURL,
  }) => {
    // nine page loads, four of them the provider's and the app's after it: beside another spec's map on 2 cores
    // one such chain took over a minute
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/setting/company");
    const card = page.getByTestId("sso-settings");
    // the settings page's last card (under load it was drawn 10 s after its answer came)
    await expect(card.getByTestId("sso-redirect-uri")).toHaveValue(`${baseURL}/api/auth/sso/callback`, {
      timeout: 30_000,
    });
    // the demo's Entra set-up, off, with its secret stored (never shown)
    await expect(card.getByTestId("sso-status")).toHaveText("Nonaktif");
    await expect(card.getByTestId("sso-client-secret")).toHaveAttribute("placeholder", "tersimpan");
    await card.getByTestId("sso-issuer-url").fill(provider.issuer);
    await card.getByTestId("sso-client-id").fill("armada-e2e");
    await card.getByTestId("sso-client-secret").fill(SECRET);
    await card.getByTestId("sso-default-role").click();
    await page.getByRole("option", { name: "Operator", exact: true }).click();
    await card.getByTestId("sso-enabled").check();
    await card.getByTestId("sso-save").click();
    await expect(card.getByTestId("sso-status")).toHaveText("Aktif");
    await expect(card.getByTestId("sso-client-secret")).toHaveValue("");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "sso-settings-1440", false);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "sso-settings-390", false);

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const visitor = await browser.newPage({ viewport, baseURL });
      await visitor.goto("/login");
      await visitor.getByTestId("login-sso").click();
      await visitor.getByTestId("login-sso-email").fill(NEW_USER);
      await screenshot(visitor, `sso-login-step-${viewport.width}`, false);
      await visitor.close();
    }

    const first = await browser.newPage({ baseURL });
    const made = await signInWithSso(first, NEW_USER);
    expect(made).toMatchObject({
      name: `Pengguna ${NEW_USER.split("@")[0]}`,
      companyName: "PT Armada Demo",
    });
    await first.close();

    const second = await browser.newPage({ baseURL });
    expect((await signInWithSso(second, NEW_USER)).userId).toBe(made.userId);
    await second.close();

    // a refusal of the callback lands on the login page with its message
    const refused = await browser.newPage({ baseURL });
    await refused.goto("/login?sso=SsoDomainNotAllowed");
    await expect(refused.getByTestId("login-sso-error")).toContainText(
      "Domain e-mail akun Anda tidak diizinkan untuk SSO perusahaan ini.",
    );
    await refused.close();
  });
});
