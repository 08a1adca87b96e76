import { expect, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";

const SETTINGS = `query { reminderSettings { data { leadDays byWhatsApp byEmail } } }`;
const RESTORE = `mutation ($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { isSuccessful } }`;
type Settings = { leadDays: number[]; byWhatsApp: boolean; byEmail: boolean };

test.describe("Reminder settings", () => {
  test("the admin picks the reminder days and channels from the settings hub; they are kept", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const before = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
      .data;
    try {
      await page.goto("/setting/");
      await page.getByTestId("settings-open-reminders").click();
      await expect(page).toHaveURL(/\/setting\/reminders$/);
      const card = page.getByTestId("reminder-settings");
      // a chip's input is hidden under its label
      const chip = (days: number) => card.getByText(`${days} hari sebelum`, { exact: true });
      await expect(chip(30)).toBeVisible();

      // a day of our own, one preset off, WhatsApp off
      await card.getByTestId("reminder-other-day").fill("45");
      await card.getByTestId("reminder-add-day").click();
      await expect(chip(45)).toBeVisible();
      const sevenChecked = before.leadDays.includes(7);
      await chip(7).click();
      await card.getByRole("switch", { name: "WhatsApp" }).click();

      // no channel at all: said, and nothing can be saved
      await card.getByRole("switch", { name: "E-mail" }).click();
      await expect(card.getByTestId("reminder-channel-error")).toBeVisible();
      await expect(card.getByTestId("reminder-save")).toBeDisabled();
      await card.getByRole("switch", { name: "E-mail" }).click();
      await expect(card.getByTestId("reminder-channel-error")).toBeHidden();

      await card.getByTestId("reminder-save").click();
      await expect(page.getByText("Pengaturan pengingat disimpan")).toBeVisible();
      const saved = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
        .data;
      const expectedDays = new Set([...before.leadDays, 45]);
      if (sevenChecked) expectedDays.delete(7);
      else expectedDays.add(7);
      expect(saved).toEqual({
        leadDays: [...expectedDays].sort((a, b) => b - a),
        byWhatsApp: !before.byWhatsApp,
        byEmail: before.byEmail,
      });

      await page.reload();
      await expect(page.getByTestId("reminder-lead-day-45")).toBeChecked();
      await expect(page.getByTestId("sent-reminders-table")).toBeVisible();
      // the start-up pass (the leading instance's) reminded of the demo driver's SIM, 25 days from expiry
      await expect(page.getByTestId("sent-reminders-table")).toContainText(
        /SIM habis 25 hari lagi: Budi Santoso \(SIM B2 \d+\)/,
      );
      await screenshot(page, "reminder-settings-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByText("45 hari sebelum", { exact: true })).toBeVisible();
      await screenshot(page, "reminder-settings-phone", false);
    } finally {
      // the demo company's settings as they were, for the other specs
      await graphql(page, RESTORE, { input: before });
    }
  });
});
