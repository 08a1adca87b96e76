import { expect, request, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

test.describe("Integrasi: API keys", () => {
  test("an admin makes a key, an integrator's request with it succeeds, revoking it stops it", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const name = `TMS E2E ${Date.now()}-${testInfo.retry}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/setting/");
    await page.getByTestId("settings-open-integration").click();
    await expect(page).toHaveURL(/\/setting\/integration$/);

    await page.getByTestId("api-key-new").click();
    await page.getByTestId("api-key-name").fill(name);
    await page.getByTestId("api-key-scope-d1a-master-vehicle:read").check();
    await page.getByTestId("api-key-submit").click();
    const shown = page.getByTestId("api-key-secret");
    await expect(shown).toContainText("armada_");
    const secret = (await shown.textContent())?.trim() ?? "";
    await page.getByTestId("api-key-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, "api-keys-secret-1440");
    await page.getByTestId("api-key-done").click();

    // an integrator's own client: no cookie, only the key
    const integrator = await request.newContext({ baseURL });
    const vehicles = await integrator.get("/api/v1/vehicles", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(vehicles.status()).toBe(200);
    expect((await vehicles.json()).data.length).toBeGreaterThan(0);

    const row = page.getByTestId("api-keys-table").getByRole("row").filter({ hasText: name });
    await page.reload();
    await expect(row.getByTestId("api-key-last-used")).not.toContainText("Belum pernah");
    await expect(page.getByTestId("api-key-calls-table")).toContainText("GET /api/v1/vehicles");
    await screenshot(page, "api-keys-page-1440");

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "api-keys-page-390", false);
    await page.setViewportSize({ width: 1440, height: 900 });

    await row.getByRole("button", { name: "Cabut" }).click();
    await page.getByTestId("api-key-revoke-confirm").click();
    await expect(row.getByTestId("api-key-status")).toHaveText("Dicabut");
    const refused = await integrator.get("/api/v1/vehicles", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).errorName).toBe("ApiKeyRevoked");
    await integrator.dispose();
  });

  test("the API's docs page loads from the server under its security headers", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/api/docs/");
    await expect(page.getByText("Armada API")).toBeVisible();
    await expect(page.getByText("/api/v1/vehicles/{vehicleId}/positions")).toBeVisible();
    await screenshot(page, "api-docs-1440");
    expect(errors).toEqual([]);
  });
});
