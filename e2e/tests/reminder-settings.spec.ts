import { expect, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";

const SETTINGS = `query { reminderSettings { data {
  leadDays byWhatsApp byEmail byPush recipientsChosen recipients { userId name byWhatsApp byEmail byPush }
} } }`;
const RESTORE = `mutation ($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { isSuccessful } }`;
type Recipient = { userId: number; name: string; byWhatsApp: boolean; byEmail: boolean; byPush: boolean };
type Settings = {
  leadDays: number[];
  byWhatsApp: boolean;
  byEmail: boolean;
  byPush: boolean;
  recipientsChosen: boolean;
  recipients: Recipient[];
};
/** The settings as the mutation takes them back. */
const asInput = (settings: Settings) => ({
  ...settings,
  recipients: settings.recipients.map(({ name: _name, ...recipient }) => recipient),
});

test.describe("Reminder settings", () => {
  // both change the demo company's settings
  test.describe.configure({ mode: "serial" });

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
      await card.getByRole("switch", { name: "Notifikasi browser" }).click();
      await expect(card.getByTestId("reminder-channel-error")).toBeVisible();
      await expect(card.getByTestId("reminder-save")).toBeDisabled();
      await card.getByRole("switch", { name: "E-mail" }).click();
      await card.getByRole("switch", { name: "Notifikasi browser" }).click();
      await expect(card.getByTestId("reminder-channel-error")).toBeHidden();

      await card.getByTestId("reminder-save").click();
      await expect(page.getByText("Pengaturan pengingat disimpan")).toBeVisible();
      const saved = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
        .data;
      const expectedDays = new Set([...before.leadDays, 45]);
      if (sevenChecked) expectedDays.delete(7);
      else expectedDays.add(7);
      expect(saved).toEqual({
        ...before,
        leadDays: [...expectedDays].sort((a, b) => b - a),
        byWhatsApp: !before.byWhatsApp,
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
      await graphql(page, RESTORE, { input: asInput(before) });
    }
  });

  test("the admin chooses who receives the reminders and on which channels", async ({ page }) => {
    await signIn(page, "admin");
    const before = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
      .data;
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/setting/reminders");
      const card = page.getByTestId("reminder-settings");
      await card.getByText("Pengguna yang dipilih", { exact: true }).click();
      // none chosen yet: said, and nothing can be saved
      await expect(card.getByTestId("reminder-recipients-error")).toHaveText("Pilih minimal satu penerima.");
      await expect(card.getByTestId("reminder-save")).toBeDisabled();

      await card.getByTestId("reminder-recipients-select").click();
      const option = page.getByRole("option").first();
      const name = (await option.textContent())?.trim() ?? "";
      await option.click();
      await page.keyboard.press("Escape");
      const row = card
        .getByTestId("reminder-recipients")
        .locator("[data-testid^=reminder-recipient-]")
        .first();
      await expect(row).toContainText(name);
      const push = row.getByRole("checkbox", { name: "Notifikasi browser" });
      await expect(push).toBeChecked();
      await push.uncheck();
      await row.getByRole("checkbox", { name: "E-mail" }).check();

      await card.getByTestId("reminder-save").click();
      await expect(page.getByText("Pengaturan pengingat disimpan")).toBeVisible();
      const saved = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
        .data;
      expect(saved.recipientsChosen).toBe(true);
      expect(saved.recipients).toEqual([expect.objectContaining({ name, byEmail: true, byPush: false })]);

      await page.reload();
      await expect(card.getByTestId("reminder-recipients")).toContainText(name);
      await card.getByTestId("reminder-recipients").scrollIntoViewIfNeeded();
      await screenshot(page, "reminder-recipients-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      await card.getByTestId("reminder-recipients").scrollIntoViewIfNeeded();
      await expect(card.getByTestId("reminder-recipients")).toContainText(name);
      await screenshot(page, "reminder-recipients-phone", false);
    } finally {
      await graphql(page, RESTORE, { input: asInput(before) });
    }
  });
});
