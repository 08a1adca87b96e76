import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/** A screenshot to look at, among the e2e artifacts; a phone's page scrolls inside the shell, so ask for the viewport. */
export const screenshot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({
    path: fileURLToPath(new URL(`../../test-results/e2e-artifacts/${name}.png`, import.meta.url)),
    fullPage,
  });
