import { expect, type Page, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { signIn, signInAt } from "../support/session.js";

/** Runs one GraphQL operation with the signed-in page's session. */
/** Picks an option of a Mantine Select by its label (typing it first when the select is searchable). */
async function choose(page: Page, testId: string, text: string, searchable = false) {
  await page.getByTestId(testId).click();
  if (searchable) await page.getByTestId(testId).fill(text);
  await page.getByRole("option", { name: text }).first().click();
}

const suffix = () => Math.random().toString(36).slice(2, 7);

async function unresolvedAlerts(page: Page) {
  const data = await graphql<{
    rawAlerts: { rawAlerts: { data: { rawAlertId: number; id: string; licensePlate: string }[] } };
  }>(
    page,
    `query($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { rawAlertId id licensePlate } } } }`,
    { filter: { isResolved: false, isFalseAlert: false, pagination: { page: 1, show: 20 } } },
  );
  return data.rawAlerts.rawAlerts.data;
}

test.describe("notification pages", () => {
  test.describe.configure({ timeout: 120_000 });

  test("alert rules: validate, create, toggle active, bulk deactivate and delete with confirmation", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const tag = `E2E ${suffix()}`;
    await page.goto("/setting/notification/new");
    const form = page.getByTestId("alert-rule-form");
    await form.getByTestId("rule-form-submit").click();
    await expect(form.getByText("Nama aturan wajib diisi")).toBeVisible();
    await expect(form.getByText("Pilih jenis notifikasi")).toBeVisible();

    await form.getByTestId("rule-form-label").fill(`${tag} ngebut`);
    await choose(page, "rule-form-code", "Kecepatan Berlebih", true);
    await expect(form.getByTestId("rule-form-maxThreshold")).toHaveValue("80 km/j");
    await expect(form.getByTestId("rule-form-minThresholdTime")).toHaveValue("60 detik");
    await form.getByTestId("rule-form-maxThreshold").fill("90");
    await form.getByTestId("rule-form-submit").click();
    await expect(page).toHaveURL(/\/setting\/notification$/);

    // a second rule through the API, so there are two to act on together
    await graphql(
      page,
      `mutation($input: AlertRuleInput!) { createAlertRule(input: $input) { isSuccessful message } }`,
      { input: { label: `${tag} sos`, alertCode: 6, alertUrgencyType: "Urgent" } },
    );

    await page.getByTestId("rule-search").fill(tag);
    const table = page.getByTestId("alert-rules-table");
    const rows = table.getByTestId("table-row");
    await expect(rows).toHaveCount(2);
    const speeding = rows.filter({ hasText: `${tag} ngebut` });
    await expect(speeding.getByTestId("rule-thresholds")).toHaveText("> 90 km/j · ≥ 60 detik");

    // one switch
    await expect(speeding.getByTestId("rule-active")).toBeChecked();
    await speeding.getByTestId("rule-active").click({ force: true });
    await expect(page.getByText("1 aturan dinonaktifkan")).toBeVisible();
    await expect(speeding.getByTestId("rule-active")).not.toBeChecked();

    // both, then delete both with the list of labels in the confirmation
    await table.getByTestId("select-page").check({ force: true });
    await expect(page.getByTestId("rules-bulk-count")).toHaveText("2 aturan dipilih");
    await page.getByTestId("rules-deactivate").click();
    await expect(page.getByText("2 aturan dinonaktifkan")).toBeVisible();
    await expect(rows.getByTestId("rule-active").first()).not.toBeChecked();
    await expect(rows.getByTestId("rule-active").last()).not.toBeChecked();

    await table.getByTestId("select-page").check({ force: true });
    await page.getByTestId("rules-delete").click();
    const dialog = page.getByTestId("delete-rules-modal");
    await expect(dialog.getByTestId("delete-rule-label")).toHaveText([`${tag} ngebut`, `${tag} sos`]);
    await page.getByTestId("confirm-delete").click();
    await expect(page.getByText("2 aturan dihapus")).toBeVisible();
    await expect(rows).toHaveCount(0);
  });

  test("Notifikasi: filters kept in the URL, then bulk resolve", async ({ page }) => {
    await signInAt(page, "admin", "/notification/");
    const table = page.getByTestId("notifications-table");
    await expect(table.getByTestId("table-row").first()).toBeVisible();

    await choose(page, "filter-status", "Belum dicek");
    await expect(page).toHaveURL(/status=unresolved/);
    // the previous page stays on screen until the filtered one arrives
    await expect
      .poll(async () =>
        (
          await table
            .getByTestId("status-badge")
            .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status")))
        ).every((status) => status === "unresolved"),
      )
      .toBe(true);

    // the filter survives a reload
    await page.reload();
    await expect(page.getByTestId("filter-status")).toHaveValue("Belum dicek");

    const before = await unresolvedAlerts(page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await table.getByTestId("row-select").nth(0).check();
    await table.getByTestId("row-select").nth(1).check();
    await expect(page.getByTestId("bulk-count")).toHaveText("2 notifikasi dipilih");
    await page.getByTestId("bulk-resolve").click();
    await page.getByTestId("confirm-resolve").click();
    await expect(page.getByText("2 notifikasi ditandai selesai")).toBeVisible();
    await expect.poll(async () => (await unresolvedAlerts(page)).length).toBe(before.length - 2);
  });

  test("detail by raw id and by composite id, a note, and the Notification Log shows it", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const [first, second] = await unresolvedAlerts(page);
    if (!first || !second) throw new Error("the demo data has too few unresolved alerts");

    await page.goto(`/notification/detail/${first.rawAlertId}`);
    await expect(page.getByTestId("alert-detail-title")).toBeVisible();
    await expect(page.getByTestId("detail-plate")).toHaveText(first.licensePlate);
    await expect(page.getByTestId("alert-detail-map")).toBeVisible();

    await page.goto(`/notification/detail/${encodeURIComponent(second.id)}`);
    await expect(page.getByTestId("detail-plate")).toHaveText(second.licensePlate);
    const note = `Dicek lewat e2e ${suffix()}`;
    // the note saves itself 500 ms after typing stops (no button), like the popup's
    await page.getByTestId("alert-note").fill("   ");
    await expect(page.getByText("Catatan wajib diisi")).toBeVisible();
    await page.getByTestId("alert-note").fill(note);
    await expect(page.getByText("Catatan disimpan")).toBeVisible();
    await expect(page.getByTestId("user-log").getByText(note)).toBeVisible();

    await page.goto("/notification/detail/999999999");
    await expect(page.getByTestId("alert-not-found")).toBeVisible();

    await page.goto("/notification/log");
    await page.getByTestId("log-search").fill(note);
    const row = page.getByTestId("notification-log-table").getByTestId("table-row").filter({ hasText: note });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("log-action")).toHaveAttribute("data-action", "feedback");
    await expect(row.getByTestId("log-user")).toHaveText("Admin Armada");
  });

  test("an operator without the rule-setting key cannot open Setting Notification List", async ({ page }) => {
    await signInAt(page, "operator", "/setting/notification");
    await expect(page.getByTestId("forbidden-page")).toBeVisible();
    await expect(page.getByTestId("alert-rules-table")).toHaveCount(0);
  });
});
