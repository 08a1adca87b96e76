import { expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const FORMS = [
  { path: "/master/vehicles", add: "vehicle-add", form: "vehicle-form", picker: "vehicle-form-skills" },
  { path: "/delivery/", add: "order-add", form: "order-drawer", picker: "order-requiredSkills" },
  { path: "/sales-order/", add: "so-add", form: "so-drawer", picker: "so-requiredSkills" },
  {
    path: "/delivery-scheduler/",
    add: "template-add",
    form: "template-drawer",
    picker: "template-requiredSkills",
  },
];

/** Picks two skills in a form's picker on a phone: both show as pills inside the screen's width. */
async function pickTwo(page: Page, form: string, picker: string) {
  const field = page.getByTestId(form).getByTestId(picker);
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.getByRole("option", { name: "Boks pendingin" }).click();
  await page.getByRole("option", { name: "Izin B3" }).click();
  await page.keyboard.press("Escape");
  const box = field.locator("xpath=ancestor::div[contains(@class,'mantine-MultiSelect-root')][1]");
  await expect(box.getByText("Boks pendingin")).toBeVisible();
  await expect(box.getByText("Izin B3")).toBeVisible();
  const bounds = await box.boundingBox();
  expect(bounds?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((bounds?.x ?? 0) + (bounds?.width ?? 999)).toBeLessThanOrEqual(390);
}

test("the skill pickers of the vehicle, DO, SO and template forms fit a phone", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, add, form, picker } of FORMS) {
    await signInAt(page, "admin", path);
    await page.getByTestId(add).click({ timeout: 30_000 });
    await pickTwo(page, form, picker);
    await screenshot(page, `skill-picker-phone-${picker}`, false);
  }
});
