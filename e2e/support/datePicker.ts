import type { Locator, Page } from "@playwright/test";

const MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

/**
 * Opens a date picker input and picks `day` (`YYYY-MM-DD`), paging months from `shownDay`, the day the picker
 * holds when it opens, toward it.
 */
export async function pickDay(page: Page, input: Locator, day: string, shownDay: string) {
  await input.click();
  const [year, month, date] = day.split("-").map(Number);
  const dayButton = page.getByRole("button", {
    name: `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`,
    exact: true,
  });
  const pageControl = page.locator(`[data-direction="${day < shownDay ? "previous" : "next"}"]`).first();
  // the calendar fades in: until it is shown, the day looks absent and a page click would skip past its month
  await pageControl.waitFor();
  while (!(await dayButton.isVisible())) await pageControl.click();
  await dayButton.click();
}
