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
      // the newest first: other specs' reminders (a pass every 3 s on the e2e server) may fill the first 10 rows
      await page.getByTestId("sent-reminders-table-page-size").click();
      await page.getByRole("option", { name: "100", exact: true }).click();
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

  test("a chosen recipient whose WhatsApp number went, or who was deactivated, is warned about beside their name", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, "admin");
    const before = (await graphql<{ reminderSettings: { data: Settings } }>(page, SETTINGS)).reminderSettings
      .data;
    const options = (
      await graphql<{
        reminderRecipientOptions: { data: { userId: number; name: string; phoneNo: string | null }[] };
      }>(page, `query { reminderRecipientOptions { data { userId name phoneNo } } }`)
    ).reminderRecipientOptions.data;
    const me = (
      await graphql<{ identity: { data: { userId: number } } }>(
        page,
        `query { identity { data { userId } } }`,
      )
    ).identity.data;
    const chosen = options.find((option) => option.phoneNo !== null && option.userId !== me.userId);
    expect(chosen, "a demo user with a WhatsApp number besides the admin").toBeDefined();
    const user = chosen as { userId: number; name: string; phoneNo: string };
    const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { isSuccessful message } }`;
    const SET_ACTIVE = `mutation ($input: SetUserActiveInput!) { setUserActive(input: $input) { isSuccessful } }`;
    try {
      await graphql(page, RESTORE, {
        input: {
          ...asInput(before),
          recipientsChosen: true,
          recipients: [{ userId: user.userId, byWhatsApp: true, byEmail: false, byPush: false }],
        },
      });
      // the number cleared from the user form: WhatsApp no longer reaches them
      const cleared = await graphql<{ updateUser: { isSuccessful: boolean; message: string } }>(
        page,
        UPDATE_USER,
        { input: { userId: user.userId, phoneNo: "" } },
      );
      expect(cleared.updateUser.isSuccessful, cleared.updateUser.message).toBe(true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/setting/reminders");
      const card = page.getByTestId("reminder-settings");
      const warning = card.getByTestId(`reminder-recipient-${user.userId}-warning`);
      await expect(warning).toHaveText(
        "Nomor WhatsApp tidak valid — pengingat tidak terkirim lewat WhatsApp",
        {
          timeout: 30_000,
        },
      );
      await expect(card.getByTestId(`reminder-recipient-${user.userId}`)).toContainText(user.name);
      await card.getByTestId("reminder-recipients").scrollIntoViewIfNeeded();
      await screenshot(page, "reminder-recipient-warning-desktop");
      // unticking WhatsApp for them clears the warning (nothing is skipped any more)
      await card.getByTestId(`reminder-recipient-${user.userId}-byWhatsApp`).uncheck();
      await expect(warning).toBeHidden();

      // deactivated: still listed, with the warning to remove them
      await graphql(page, SET_ACTIVE, { input: { userId: user.userId, active: false } });
      await page.reload();
      await expect(warning).toHaveText(
        "Pengguna nonaktif — tidak menerima pengingat. Hapus dari daftar penerima.",
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await card.getByTestId("reminder-recipients").scrollIntoViewIfNeeded();
      await expect(warning).toBeVisible();
      await screenshot(page, "reminder-recipient-warning-phone", false);
    } finally {
      await graphql(page, SET_ACTIVE, { input: { userId: user.userId, active: true } });
      await graphql(page, UPDATE_USER, { input: { userId: user.userId, phoneNo: user.phoneNo } });
      await graphql(page, RESTORE, { input: asInput(before) });
    }
  });
});
