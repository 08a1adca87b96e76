import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/session.js";

/** Unique per run and per test, so tests stay independent on a shared database. */
const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Indonesian mobile numbers unique per call (valid for libphonenumber region ID). */
const uniquePhone = () => `812${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function openNewTracking(page: Page) {
  await signIn(page, "admin");
  await page.goto("/trackingtemp/new");
  await expect(page.getByTestId("tracking-form-name")).toBeVisible();
}

async function addVehicles(page: Page, count: number) {
  await page.getByTestId("vehicles-add").click();
  const modal = page.getByTestId("add-fleet-modal");
  await expect(modal.getByTestId("add-fleet-row").first()).toBeVisible();
  for (let index = 0; index < count; index++) await modal.getByTestId("add-fleet-row").nth(index).click();
  await modal.getByTestId("add-fleet-submit").click();
  await expect(page.getByTestId("vehicle-row")).toHaveCount(count);
}

/** Creates a tracking with vehicles through the UI and returns on the edit page with the success modal open. */
async function createTracking(page: Page, name: string, vehicles = 2) {
  await openNewTracking(page);
  await page.getByTestId("tracking-form-name").fill(name);
  await addVehicles(page, vehicles);
  await page.getByTestId("tracking-save").click();
  await expect(page).toHaveURL(/\/trackingtemp\/\d+$/);
  await expect(page.getByRole("dialog", { name: "Pelacakan Berhasil Dibuat" })).toBeVisible();
}

test.describe("temporary tracking", () => {
  test("the list page shows the table, filters and the create button", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/trackingtemp/");
    await expect(
      page.getByTestId("page-header").getByRole("heading", { name: "Pelacakan Sementara" }),
    ).toBeVisible();
    await expect(page.getByTestId("tracking-table")).toBeVisible();
    await expect(page.getByTestId("tracking-table-page-size")).toHaveValue("10");
    await page.getByTestId("tracking-create").click();
    await expect(page).toHaveURL(/\/trackingtemp\/new$/);
  });

  test("saving without name, duration, vehicles or display fields shows the validation messages", async ({
    page,
  }) => {
    await openNewTracking(page);
    await page.getByTestId("tracking-form-duration").fill("");
    await page.getByTestId("tracking-save").click();
    await expect(page.getByText("Nama Tautan wajib diisi")).toBeVisible();
    await expect(page.getByText("Durasi wajib diisi")).toBeVisible();
    const dialog = page.getByTestId("save-failed-dialog");
    await expect(dialog.getByText("Pilih minimal 1 armada untuk pelacakan ini.")).toBeVisible();
    await dialog.getByTestId("save-failed-add-fleet").click();
    const addFleet = page.getByTestId("add-fleet-modal");
    await expect(addFleet.getByTestId("add-fleet-row").first()).toBeVisible();
    await addFleet.getByTestId("add-fleet-row").first().click();
    await addFleet.getByTestId("add-fleet-submit").click();
    await expect(page.getByTestId("vehicle-row")).toHaveCount(1);

    await page.getByTestId("tracking-form-name").fill(uniqueName("validasi"));
    await page.getByTestId("tracking-form-duration").fill("2");
    await page.getByTestId("tracking-columns-all").click();
    await page.getByTestId("tracking-save").click();
    await expect(
      page
        .getByTestId("save-failed-dialog")
        .getByText("Aktifkan minimal 1 informasi armada yang ditampilkan."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/trackingtemp\/new$/);
  });

  test("create opens the success modal in form mode and sends the link to a +62 number", async ({ page }) => {
    const name = uniqueName("kirim");
    await createTracking(page, name);
    const modal = page.getByTestId("success-modal");
    await expect(modal.getByText("Pelacakan Berhasil Dibuat")).toBeVisible();
    await expect(modal.getByText("+62")).toBeVisible();
    await expect(modal.getByText("Notifikasi kendaraan tiba")).toBeVisible();
    await modal.getByTestId("contact-form-label").fill("Budi Santoso");
    await modal.getByTestId("contact-form-phone").fill(uniquePhone());
    await modal.getByTestId("success-form-submit").click();
    await expect(modal.getByText("Pelacakan berhasil terkirim!")).toBeVisible();
    await expect(modal.getByTestId("success-send-other")).toHaveText("Kirim ke kontak lain");
    await page.keyboard.press("Escape");
    await page.getByTestId("tab-contacts").click();
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row").getByText("Budi Santoso")).toBeVisible();
  });

  test("the link modal copies the tracking link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await createTracking(page, uniqueName("tautan"));
    await page.keyboard.press("Escape");
    await page.getByTestId("tracking-link").click();
    const modal = page.getByTestId("link-modal");
    await expect(modal.getByTestId("link-url")).toHaveValue(/\/fleet\/live-track\/\d+\?(shToken|token)=/);
    await modal.getByTestId("link-copy").click();
    await expect(page.getByText("Tautan berhasil disalin")).toBeVisible();
  });

  test("editing and saving shows the saved toast", async ({ page }) => {
    const name = uniqueName("ubah");
    await createTracking(page, name);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("tracking-info")).toBeVisible();
    await page.getByTestId("tracking-form-name").fill(`${name} diubah`);
    await page.getByTestId("tracking-form-note").fill("Catatan e2e");
    await page.getByTestId("tracking-save").click();
    await expect(page.getByText("Data Pelacakan Sementara berhasil tersimpan")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("tracking-form-name")).toHaveValue(`${name} diubah`);
    await expect(page.getByTestId("tracking-form-duration")).toHaveValue("1");
  });

  test("deleting vehicles asks for confirmation listing the plates", async ({ page }) => {
    await createTracking(page, uniqueName("hapus"));
    await page.keyboard.press("Escape");
    const plates = await page.getByTestId("vehicle-plate").allTextContents();
    expect(plates.length).toBe(2);
    await page.getByTestId("vehicle-select").nth(0).click();
    await page.getByTestId("vehicle-select").nth(1).click();
    await page.getByTestId("vehicles-delete").click();
    const confirm = page.getByTestId("vehicles-delete-confirm");
    for (const plate of plates)
      await expect(confirm.getByTestId("vehicles-delete-plates")).toContainText(plate);
    await expect(confirm.getByRole("button", { name: "Terapkan" })).toBeVisible();
    await confirm.getByRole("button", { name: "Batal" }).click();
    await expect(page.getByTestId("vehicle-row")).toHaveCount(2);
    await page.getByTestId("vehicles-delete").click();
    await page.getByTestId("vehicles-delete-confirm").getByRole("button", { name: "Terapkan" }).click();
    await expect(page.getByTestId("vehicle-row")).toHaveCount(0);
  });

  test("the list finds a tracking by name and deletes it after confirmation", async ({ page }) => {
    const name = uniqueName("daftar");
    await createTracking(page, name, 1);
    await page.keyboard.press("Escape");
    await page.getByTestId("tracking-back").click();
    await expect(page).toHaveURL(/\/trackingtemp\/$/);
    await page.getByTestId("tracking-search").fill(name);
    const row = page.getByTestId("tracking-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("tracking-row")).toHaveCount(1);
    await expect(row.getByTestId("tracking-status")).toHaveText("Aktif");
    await row.getByTestId("tracking-delete").click();
    const confirm = page.getByRole("dialog", { name: "Hapus pelacakan" });
    await expect(confirm.getByText(name)).toBeVisible();
    await confirm.getByRole("button", { name: "Terapkan" }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("tracking-empty")).toBeVisible();
  });

  test("the contact form rejects an invalid and a duplicate WhatsApp number", async ({ page }) => {
    const phone = uniquePhone();
    await createTracking(page, uniqueName("kontak"));
    const success = page.getByTestId("success-modal");
    await success.getByTestId("contact-form-label").fill("Siti");
    await success.getByTestId("contact-form-phone").fill(phone);
    await success.getByTestId("success-form-submit").click();
    await expect(success.getByText("Pelacakan berhasil terkirim!")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByTestId("tab-contacts").click();
    await page.getByTestId("contacts-add").click();
    const modal = page.getByTestId("contact-form-modal");
    await expect(modal.getByText("Tambah Kontak Penerima")).toBeVisible();
    await modal.getByTestId("contact-form-submit").click();
    await expect(page.getByText("Terdapat kesalahan format pada input anda").first()).toBeVisible();
    await expect(modal.getByText("Nama Penerima wajib diisi")).toBeVisible();

    await modal.getByTestId("contact-form-label").fill("Andi");
    await modal.getByTestId("contact-form-phone").fill("12345");
    await modal.getByTestId("contact-form-submit").click();
    await expect(modal.getByText("No. Whatsapp tidak valid.")).toBeVisible();

    await modal.getByTestId("contact-form-phone").fill(phone);
    await expect(modal.getByText("No. Whatsapp tidak valid.")).toBeHidden();
    await modal.getByTestId("contact-form-submit").click();
    await expect(modal.getByText("No. Whatsapp sudah terdaftar di sistem.")).toBeVisible();

    await modal.getByTestId("contact-form-notify").click();
    await modal.getByTestId("contact-form-phone").fill(uniquePhone());
    await modal.getByTestId("contact-form-submit").click();
    await expect(page.getByText("Lokasi belum dipilih!")).toBeVisible();

    await modal.getByTestId("contact-form-cancel").click();
    await page.getByTestId("contacts-add").click();
    await expect(page.getByTestId("contact-form-label")).toHaveValue("");
    await expect(page.getByTestId("contact-form-notify")).not.toBeChecked();
  });
});
