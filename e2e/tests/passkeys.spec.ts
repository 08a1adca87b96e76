import { expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { DEMO_PASSWORD, passwordStep, signOut } from "../support/session.js";

/** A demo driver no other spec signs in as: a passkey changes how they sign in. */
const USER = "slamet.riyadi";

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator with user verification that
 * answers WebAuthn prompts by itself, as a fingerprint reader would after a touch.
 */
async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { client, authenticatorId };
}

test("register a passkey in the profile, then sign in with the password and the passkey", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { client, authenticatorId } = await addVirtualAuthenticator(page);
  await passwordStep(page, USER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile/");
  const card = page.getByTestId("two-factor-card");
  await expect(card.getByTestId("passkeys-empty")).toHaveText("Belum ada passkey.");
  await expect(card.getByTestId("two-factor-status")).toHaveText("Tidak aktif");

  // a name is asked first
  await card.getByTestId("passkey-add").click();
  await expect(card.getByTestId("passkey-add-form")).toContainText("Nama passkey wajib diisi");
  await card.getByTestId("passkey-name-input").fill("Laptop kantor");
  await card.getByTestId("passkey-add").click();
  await expect(card.getByTestId("passkey-name")).toHaveText("Laptop kantor");
  await expect(card.getByTestId("passkey-row")).toContainText("belum pernah dipakai");
  await expect(card.getByTestId("two-factor-status")).toHaveText("Aktif");
  const { credentials } = await client.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  await card.getByTestId("passkeys").scrollIntoViewIfNeeded();
  await screenshot(page, "passkeys-card-1440", false);

  // the password alone opens no session: the second step offers the passkey (no app, so no code field)
  await signOut(page);
  await passwordStep(page, USER);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByTestId("second-step-passkey")).toHaveText("Gunakan passkey");
  await expect(page.getByTestId("second-step-code")).toHaveCount(0);
  await screenshot(page, "passkeys-step-1440", false);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "passkeys-step-390", false);
  await page.getByTestId("second-step-passkey").click();
  await expect(page).not.toHaveURL(/\/login/);
  const [signedInWith] = (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(signedInWith?.signCount).toBeGreaterThan(0);

  // its last use is shown; removing it asks the password, and the next sign-in takes the password alone
  await page.goto("/profile/");
  await expect(card.getByTestId("passkey-row")).toContainText("terakhir dipakai");
  await card.getByTestId("passkey-remove").click();
  await expect(card.getByTestId("passkey-remove-confirm")).toContainText("Laptop kantor");
  await card.getByTestId("passkeys").scrollIntoViewIfNeeded();
  await screenshot(page, "passkeys-remove-390", false);
  await card.getByTestId("two-factor-password").fill("salah-sekali");
  await card.getByTestId("two-factor-password-submit").click();
  await expect(page.getByText("Kata sandi saat ini salah.")).toBeVisible();
  await card.getByTestId("two-factor-password").fill(DEMO_PASSWORD);
  await card.getByTestId("two-factor-password-submit").click();
  await expect(card.getByTestId("passkeys-empty")).toBeVisible();
  await signOut(page);
  await passwordStep(page, USER);
  await expect(page).not.toHaveURL(/\/login/);
});
