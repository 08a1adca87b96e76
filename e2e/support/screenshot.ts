import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/**
 * A screenshot to look at, among the e2e artifacts; a phone's page scrolls inside the shell, so ask for the viewport.
 * None with E2E_SCREENSHOTS=off (CI's runs, whose artifacts no one opens: the suite's 200-odd cost 1.5 min of its 2
 * cores); they decide no test.
 */
export const screenshot = async (page: Page, name: string, fullPage = true) => {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  await page.screenshot({
    path: fileURLToPath(new URL(`../../test-results/e2e-artifacts/${name}.png`, import.meta.url)),
    fullPage,
  });
};
