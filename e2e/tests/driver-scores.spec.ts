import { expect, test } from "@playwright/test";
import { signIn, signInAt } from "../support/session.js";

/** "87,5" (id) → 87.5 */
const scoreOf = (text: string | null) => Number((text ?? "").replace(/\./g, "").replace(",", "."));

test.describe("driver scores", () => {
  test.describe.configure({ timeout: 90_000 });

  test("ranks the demo drivers, sorts the table and explains the formula", async ({ page }) => {
    await signInAt(page, "admin", "/driverscore/");
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
    await signInAt(page, "admin", "/driverscore/");
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

  test("a driver's alert list pages the behaviour alerts and opens an alert's detail", async ({ page }) => {
    await signIn(page, "admin");
    // the demo's first vehicle (B 9104 KXA) raised an overspeed alert 20 minutes ago: its driver has one
    const response = await page.request.post("/graphql", {
      headers: { "x-armada-client": "web", "content-type": "application/json" },
      data: {
        query: `query { vehicles(filter: { search: "B 9104 KXA" }) { data { licensePlate driver1Id } } }`,
      },
    });
    const body = (await response.json()) as { data: { vehicles: { data: { driver1Id: number | null }[] } } };
    const driverId = body.data.vehicles.data[0]?.driver1Id;
    expect(driverId).toBeTruthy();
    await page.goto(`/driverscore/${driverId}?period=last7Days`);
    const list = page.getByTestId("driver-alerts");
    const rows = list.getByTestId("table-row");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText("Kecepatan berlebih");
    await expect(rows.first()).toContainText("B 9104 KXA");
    await expect(rows.first()).toContainText("per 100 km");
    await expect(page.getByTestId("driver-alerts-range")).toContainText(/^1–\d+ dari \d+$/);
    await rows.first().getByTestId("driver-alert-detail").click();
    await expect(page).toHaveURL(/\/notification\/detail\/\d+$/);
  });
});
