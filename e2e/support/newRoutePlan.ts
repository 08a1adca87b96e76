import type { Locator, Page } from "@playwright/test";
import { pickDay } from "./datePicker.js";
import { wibDay } from "./wibDay.js";

/**
 * Opens the new-plan drawer of /route-optimization/ (it opens on tomorrow), picks `day` and the first `vehicles`
 * vehicles of the list, closing the list again; resolves with the drawer.
 */
export async function openNewPlan(page: Page, day: string, vehicles: number): Promise<Locator> {
  await page.getByTestId("plan-add").click();
  const drawer = page.getByTestId("plan-drawer");
  await pickDay(page, drawer.getByTestId("plan-day"), day, wibDay(1));
  await drawer.getByTestId("plan-vehicles").click();
  for (let index = 0; index < vehicles; index++) await page.getByRole("option").nth(index).click();
  await page.keyboard.press("Escape");
  return drawer;
}
