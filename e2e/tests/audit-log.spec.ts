import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const graphql = async <T>(page: Page, query: string, variables: Record<string, unknown> = {}) => {
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web" },
    data: { query, variables },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as T;
};

/** A phone's browser: its session is told apart from the desktop sessions other specs open as the same user. */
const PHONE_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test.describe("Log Audit and sessions", () => {
  test("a vehicle change shows in the log, filtered and exported with its rows", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/setting/");
    const { vehicles } = await graphql<{
      vehicles: { data: { id: number; licensePlate: string; hullNo: string | null }[] };
    }>(page, `query { vehicles { data { id licensePlate hullNo } } }`);
    const vehicle = vehicles.data[0];
    if (!vehicle) throw new Error("no demo vehicle");
    const update = `mutation ($id: Int!, $hullNo: String) { updateVehicle(input: { id: $id, hullNo: $hullNo }) { isSuccessful } }`;
    await graphql(page, update, { id: vehicle.id, hullNo: `LB-${Date.now() % 100_000}` });
    await graphql(page, update, { id: vehicle.id, hullNo: vehicle.hullNo });

    await page.getByTestId("settings-open-auditLog").click();
    await expect(page).toHaveURL(/\/setting\/audit-log$/);
    await page.getByTestId("audit-search").fill(vehicle.licensePlate);
    const rows = page.getByTestId("audit-row");
    await expect(rows.filter({ hasText: "Ubah kendaraan" }).first()).toContainText(vehicle.licensePlate);

    await page.getByTestId("audit-action").click();
    await page.getByRole("option", { name: "Ubah kendaraan" }).click();
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain("Ubah kendaraan");
    const shown = await rows.count();
    await screenshot(page, "audit-log-1440");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("audit-export").click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe("Aksi");
    const exported = (sheet?.getColumn(5).values ?? []).slice(2);
    expect(exported.length).toBeGreaterThanOrEqual(Math.min(shown, 2));
    expect(exported).toContain(vehicle.licensePlate);
    expect((sheet?.getColumn(3).values ?? []).slice(2).every((value) => value === "Ubah kendaraan")).toBe(
      true,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("audit-cards")).toBeVisible();
    await screenshot(page, "audit-log-390", false);
  });

  test("ending another session from the sessions page signs that browser out", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const phone = await browser.newContext({ userAgent: PHONE_AGENT });
    const phonePage = await phone.newPage();
    await signInAt(phonePage, "admin", "/profile/");
    await expect(phonePage.getByTestId("profile-sessions")).toBeVisible();

    await signInAt(page, "admin", "/profile/");
    await page.getByTestId("profile-sessions").click();
    await expect(page).toHaveURL(/\/profile\/sessions$/);
    const current = page.getByTestId("session-card").filter({ has: page.getByTestId("session-current") });
    await expect(current).toHaveCount(1);
    const phoneCard = page.getByTestId("session-card").filter({ hasText: "Android 14" });
    await expect(phoneCard.first()).toContainText("Chrome 131");
    await screenshot(page, "sessions-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId("session-current")).toBeVisible();
    await screenshot(page, "sessions-390", false);
    await page.setViewportSize({ width: 1440, height: 900 });

    const before = await phoneCard.count();
    await phoneCard.first().getByTestId("session-end").click();
    await page.getByTestId("sessions-confirm").click();
    await expect(phoneCard).toHaveCount(before - 1);

    // the phone's cookie is refused at once: its next page load lands on the sign-in page
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login/);
    await phone.close();
  });
});
