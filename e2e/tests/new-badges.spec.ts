import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

test("the side menu shows the New badge on the modules the server marks new, and only there", async ({
  page,
}) => {
  await signIn(page, "admin");
  const menu = page.getByTestId("side-menu");
  await expect(menu.getByTestId("menu-item-liveview-2")).toContainText("Baru");
  await expect(menu.getByTestId("menu-item-dashboard")).toBeVisible();
  await expect(menu.getByTestId("menu-item-dashboard")).not.toContainText("Baru");
});
