import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signInAt } from "../support/session.js";

test.describe("data retention settings", () => {
  test("a company admin sets how long data is kept: less than seven days of positions is refused in Indonesian", async ({
    page,
    context,
  }) => {
    // PT Lain's admin: the demo company keeps its default retention for the other specs
    await keepOnboardingClosed(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "lain", "/setting/company");
    const card = page.getByTestId("company-retention-settings");
    await expect(card).toContainText("Masa simpan data");
    const positions = page.getByTestId("retention-positions");
    await expect(positions).toHaveValue("396 hari");
    await expect(page.getByTestId("retention-media")).toHaveValue("90 hari");

    await positions.fill("6");
    await page.getByTestId("retention-save").click();
    await expect(card.getByText("Isi 7–3.650 hari (bilangan bulat)")).toBeVisible();

    try {
      await positions.fill("30");
      await page.getByTestId("retention-save").click();
      await expect(page.getByText("Masa simpan data disimpan")).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("retention-positions")).toHaveValue("30 hari");
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, "retention-settings-desktop", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("retention-save").scrollIntoViewIfNeeded();
      await screenshot(page, "retention-settings-phone", false);
    } finally {
      await page.getByTestId("retention-positions").fill("396");
      await page.getByTestId("retention-save").click();
      await expect(page.getByText("Masa simpan data disimpan").first()).toBeVisible();
    }
  });
});
