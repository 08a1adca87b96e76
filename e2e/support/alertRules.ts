import { expect, type Page } from "@playwright/test";
import { graphql } from "./graphql.js";

/** An alert rule made through the signed-in page's session (the `AlertRuleInput` of the rules page). */
export async function createAlertRule(page: Page, input: Record<string, unknown>) {
  const { createAlertRule: created } = await graphql<{
    createAlertRule: { isSuccessful: boolean; message: string };
  }>(page, `mutation ($input: AlertRuleInput!) { createAlertRule(input: $input) { isSuccessful message } }`, {
    input,
  });
  expect(created.isSuccessful, created.message).toBe(true);
}

/** Opens the alert center from the bell on its "not checked" tab. */
export async function openUncheckedAlerts(page: Page) {
  await page.getByTestId("alert-bell").click();
  await page.getByTestId("alert-center-not-checked").click();
}

/** The open alert center's rows of one vehicle in the urgent or important list. */
export const alertRowsOf = (page: Page, urgency: "urgent" | "important", plate: string) =>
  page.getByTestId(`alert-list-${urgency}`).locator("[data-testid^='alert-row-']").filter({ hasText: plate });
