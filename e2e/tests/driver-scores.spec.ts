import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

/** "87,5" (id) → 87.5 */
const scoreOf = (text: string | null) => Number((text ?? "").replace(/\./g, "").replace(",", "."));

test.describe("driver scores", () => {
  test.describe.configure({ timeout: 90_000 });

  test("ranks the demo drivers, sorts the table and explains the formula", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/driverscore/");
    const table = page.getByTestId("driver-scores-table");
    const rows = table.getByTestId("table-row");
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId("score-average").getByTestId("grade")).toHaveText(/^[A-E]$/);
    const top = page.getByTestId("score-top10").getByTestId("ranking-driver");
    const lowest = page.getByTestId("score-lowest10").getByTestId("ranking-driver");
    await expect(top.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);

    // best first by default; ascending after a click on the score header
    const firstBest = scoreOf(await rows.first().getByTestId("score-value").textContent());
    const lastBest = scoreOf(
      await rows
        .nth(count - 1)
        .getByTestId("score-value")
        .textContent(),
    );
    expect(firstBest).toBeGreaterThanOrEqual(lastBest);
    await table.getByTestId("sort-score").click();
    await expect(rows.first().getByTestId("score-driver")).toHaveText(
      (await lowest.first().getByTestId("ranking-name").textContent()) ?? "",
    );

    await page.getByTestId("score-help").click();
    await expect(page.getByTestId("score-help-text")).toContainText("per 100 km");

    await page.getByTestId("score-period").getByText("7 hari terakhir").click();
    await expect(page).toHaveURL(/period=last7Days/);
  });

  test("a driver's detail shows the behaviour breakdown and the weekly trend", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/driverscore/");
    const first = page.getByTestId("score-top10").getByTestId("ranking-driver").first();
    await expect(first).toBeVisible();
    const name = (await first.getByTestId("ranking-name").textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/driverscore\/\d+\?period=last30Days/);
    await expect(page.getByTestId("page-header")).toContainText(name);
    await expect(page.getByTestId("score-detail-value")).toBeVisible();
    const behaviours = page.getByTestId("score-behaviours").locator("tbody tr");
    await expect(behaviours).toHaveCount(12);
    await expect(page.getByTestId("behaviour-overspeed")).toContainText("Kecepatan berlebih");
    await expect(page.getByTestId("score-trend-week").first()).toBeVisible();

    await page.getByTestId("score-back").click();
    await expect(page).toHaveURL(/\/driverscore\/\?period=last30Days/);
    await expect(page.getByTestId("driver-scores-table")).toBeVisible();
  });
});
