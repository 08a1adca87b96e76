import { expect, type Page } from "@playwright/test";

/** Picks a saved address (a demo geofence) in the address picker inside `field`. */
export async function pickSavedAddress(page: Page, field: string, search: string, name: string) {
  const picker = page.getByTestId(field);
  await picker.getByTestId("address-search").fill(search);
  await picker.getByTestId("address-options").getByRole("option").filter({ hasText: name }).first().click();
  await expect(picker.getByTestId("address-chosen")).toContainText(name.split(" — ").at(-1) ?? name);
}
