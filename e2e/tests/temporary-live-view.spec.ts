import { expect, type Page, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { signIn, signInAt } from "../support/session.js";

/** Unique per run and per test, so tests stay independent on a shared database. */
const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Indonesian mobile numbers unique per call (valid for libphonenumber region ID). */
const uniquePhone = () => `812${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** A GraphQL call with the signed-in page's session. */
async function viewStatus(page: Page, temporaryLvId: number) {
  const data = await graphql<{ temporaryLiveView: { data: { status: string } | null } }>(
    page,
    "query($filter: TemporaryLiveViewFilter!) { temporaryLiveView(filter: $filter) { data { status } } }",
    { filter: { temporaryLvId } },
  );
  return data.temporaryLiveView.data?.status;
}

/** The plate, type, category and manufacturer cells of the add-fleet modal's rows. */
const fleetColumn = (modal: ReturnType<Page["getByTestId"]>, column: 1 | 2 | 3 | 4) =>
  modal.getByTestId("add-fleet-row").locator(`td:nth-child(${column + 1})`);

async function openNewTracking(page: Page) {
  await signInAt(page, "admin", "/trackingtemp/new");
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
    await signInAt(page, "admin", "/trackingtemp/");
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
    // the e2e server runs the default log provider: the link is stored, and the modal does not claim it was sent
    await expect(modal.getByTestId("success-sent-title")).toHaveText(
      "Disimpan, WhatsApp belum dikonfigurasi",
    );
    await expect(modal.getByTestId("success-send-other")).toHaveText("Kirim ke kontak lain");
    await page.keyboard.press("Escape");
    await page.getByTestId("tab-contacts").click();
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row").getByText("Budi Santoso")).toBeVisible();
    // the message state (the log provider stores it at once, never "Terkirim") and the opens of the contact's link
    await expect(page.getByTestId("contact-message-status")).toHaveText(/Antre|Mengirim|Disimpan/);
    await expect(page.getByTestId("contact-message-status")).toHaveText(/Disimpan/);
    await expect(page.getByTestId("contact-opens")).toHaveText("Belum dibuka");
  });

  test("a number already on the view, sent again from the success modal, leaves the page unchanged; Kembali asks before dropping edits", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createTracking(page, uniqueName("ganda"));
    const modal = page.getByTestId("success-modal");
    const phone = uniquePhone();
    await modal.getByTestId("contact-form-label").fill("Budi Santoso");
    await modal.getByTestId("contact-form-phone").fill(phone);
    await modal.getByTestId("success-form-submit").click();
    await expect(modal.getByText("Disimpan, WhatsApp belum dikonfigurasi")).toBeVisible();
    await modal.getByTestId("success-send-other").click();
    await modal.getByTestId("contact-form-label").fill("Budi lagi");
    await modal.getByTestId("contact-form-phone").fill(phone);
    await modal.getByTestId("success-form-submit").click();
    await expect(modal.getByText("No. Whatsapp sudah terdaftar di sistem.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("tracking-unsaved")).toHaveCount(0);
    await page.getByTestId("tab-contacts").click();
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    // nothing changed: Kembali leaves at once
    await page.getByTestId("tracking-back").click();
    await expect(page).toHaveURL(/\/trackingtemp\/$/);
    await page.goBack();
    await page.getByTestId("tracking-form-name").fill(uniqueName("diubah"));
    await expect(page.getByTestId("tracking-unsaved")).toBeVisible();
    await page.getByTestId("tracking-back").click();
    const leave = page.getByTestId("unsaved-changes");
    await expect(leave.getByText("Perubahan yang belum disimpan akan hilang.")).toBeVisible();
    await leave.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(/\/trackingtemp\/\d+$/);
  });

  test("the link modal copies the tracking link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await createTracking(page, uniqueName("tautan"));
    await page.keyboard.press("Escape");
    await page.getByTestId("tracking-link").click();
    const modal = page.getByTestId("link-modal");
    await expect(modal.getByTestId("link-url")).toHaveValue(/\/fleet\/live-track\/\d+\?(shToken|token)=/);
    // this server has no PUBLIC_URL: the admin is told where the recipients' address comes from
    await expect(modal.getByTestId("link-local-hint")).toContainText("PUBLIC_URL");
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
    await expect(success.getByTestId("success-sent-title")).toHaveText(
      "Disimpan, WhatsApp belum dikonfigurasi",
    );
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
    // the map picker loads on demand and pushes the buttons down: submit once it is there, as a user would
    await expect(modal.getByTestId("address-picker")).toBeVisible();
    await modal.getByTestId("contact-form-phone").fill(uniquePhone());
    await modal.getByTestId("contact-form-submit").click();
    await expect(page.getByText("Lokasi belum dipilih!")).toBeVisible();

    await modal.getByTestId("contact-form-cancel").click();
    await page.getByTestId("contacts-add").click();
    await expect(page.getByTestId("contact-form-label")).toHaveValue("");
    await expect(page.getByTestId("contact-form-notify")).not.toBeChecked();
  });

  test("the link modal of an expired view shows only the expired message", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, "admin");
    const vehicles = await graphql<{ vehicles: { data: { id: number }[] } }>(
      page,
      "query { vehicles { data { id } } }",
    );
    const created = await graphql<{
      createTemporaryLiveView: { message: string; temporaryLiveView: { temporaryLvId: number } | null };
    }>(
      page,
      `mutation($input: TemporaryLiveViewDataInput!) {
        createTemporaryLiveView(input: $input) { message temporaryLiveView { temporaryLvId } } }`,
      {
        input: {
          name: uniqueName("semenit"),
          duration: 1,
          vehicleIds: [vehicles.vehicles.data[0]?.id],
          pickedColumns: ["speed"],
        },
      },
    );
    const id = created.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    await page.goto(`/trackingtemp/${id}`);
    const info = page.getByTestId("tracking-info");
    await expect(info.getByTestId("tracking-status")).toHaveText("Aktif");
    await page.getByTestId("tracking-link").click();
    await expect(page.getByTestId("link-modal").getByTestId("link-copy")).toBeVisible();
    await page.keyboard.press("Escape");

    // the one-minute countdown runs out: the server reports E
    await expect.poll(() => viewStatus(page, id), { timeout: 100_000, intervals: [5_000] }).toBe("E");
    await page.reload();
    await expect(info.getByTestId("tracking-status")).toHaveText("Tidak Aktif");
    await page.getByTestId("tracking-link").click();
    const modal = page.getByTestId("link-modal");
    await expect(modal.getByTestId("link-expired")).toHaveText(
      "Tautan pelacakan ini sudah berakhir dan tidak dapat dibuka lagi.",
    );
    await expect(modal.getByTestId("link-url")).toHaveCount(0);
    await expect(modal.getByTestId("link-copy")).toHaveCount(0);
  });

  test("the map point picker starts on the company's area, sets the marker at a found address (also after a drag) at zoom 15, looks up a dragged marker's address and places the pin on a click", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createTracking(page, uniqueName("alamat"));
    await page.keyboard.press("Escape");
    await page.getByTestId("tab-contacts").click();
    await page.getByTestId("contacts-add").click();
    const modal = page.getByTestId("contact-form-modal");
    await modal.getByTestId("contact-form-notify").click();
    const picker = modal.getByTestId("address-picker");
    const marker = picker.getByTestId("address-marker");
    // the map (and its marker) loads after the form, lazily
    await expect(marker).toHaveAttribute("data-state", "initial", { timeout: 30_000 });
    const map = picker.getByTestId("address-map");
    // the company's area (Jabodetabek), not all of Kalimantan: the scale bar reads tens of km at most
    await expect(map.locator(".maplibregl-ctrl-scale")).toHaveText(/^(\d{1,2}\skm|\d+\sm)$/);
    const markerOffCentre = async () => {
      const pin = await marker.boundingBox();
      const area = await map.boundingBox();
      if (!pin || !area) return Number.POSITIVE_INFINITY;
      return Math.hypot(
        pin.x + pin.width / 2 - (area.x + area.width / 2),
        pin.y + pin.height - (area.y + area.height / 2),
      );
    };

    await picker.getByPlaceholder("Cari nama lokasi, jalan, bangunan dll").fill("Bekasi");
    const options = picker.getByTestId("address-options");
    await expect(options.getByText("DARI PETA")).toBeVisible();
    await options.getByRole("option").filter({ hasText: "Jawa Barat, Indonesia" }).first().click();
    const chosen = picker.getByTestId("address-chosen");
    await expect(chosen).toContainText("Bekasi");
    await expect(marker).toHaveAttribute("data-state", "chosen");
    // the map flies to the result at zoom 15 (about 2.4 m a pixel here: the 100-pixel scale bar reads 200 m; 100 m at 16, 300 m at 14)
    await marker.scrollIntoViewIfNeeded();
    await expect.poll(markerOffCentre, { timeout: 5_000 }).toBeLessThan(12);
    await expect(map.locator(".maplibregl-ctrl-scale")).toHaveText(/^200\sm$/);

    // dragging the marker looks the address up once the marker has rested 500 ms
    const pin = await marker.boundingBox();
    if (!pin) throw new Error("marker not on screen");
    let lookedUpAt = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/geocode/reverse") && !lookedUpAt) lookedUpAt = Date.now();
    });
    const lookup = page.waitForResponse((response) => response.url().includes("/api/geocode/reverse"));
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 + 70, pin.y + pin.height / 2 + 50, { steps: 12 });
    // taken before the release, so a slow round trip of mouse.up() cannot shorten the measured wait
    const releasedAt = Date.now();
    await page.mouse.up();
    const answer = (await (await lookup).json()) as { display_name: string; title: string };
    expect(lookedUpAt - releasedAt).toBeGreaterThanOrEqual(450);
    expect(answer.display_name).toBeTruthy();
    // the geocoder's own title, whole: "± 1,5 km dari …", never "± 1" cut at the decimal comma
    const title = picker.getByTestId("address-chosen-title");
    await expect(title).toHaveText(answer.title);
    await expect(title).not.toHaveText(/^±\s\d+$/);
    await expect(chosen).toContainText(answer.display_name);
    await expect(marker).toHaveAttribute("data-state", "chosen");

    // after a drag, choosing a search result moves the marker to the result again
    await expect.poll(markerOffCentre).toBeGreaterThan(40);
    await picker.getByPlaceholder("Cari nama lokasi, jalan, bangunan dll").fill("Depok");
    await options.getByRole("option").filter({ hasText: "Depok" }).first().click();
    await expect(chosen).toContainText("Depok");
    await expect.poll(markerOffCentre, { timeout: 5_000 }).toBeLessThan(12);

    // the landmarks every Jakartan types are found offline, shown with their kind
    const search = picker.getByPlaceholder("Cari nama lokasi, jalan, bangunan dll");
    await search.fill("Monas");
    const monas = options.getByRole("option").first();
    await expect(monas).toContainText("Monumen Nasional (Monas)");
    await expect(monas.getByTestId("address-option-kind")).toHaveText("Landmark");
    // by keyboard: the option lies over the map's marker here
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(title).toHaveText("Monumen Nasional (Monas)");

    // a click on the map places the pin there and looks its address up
    const box = await map.boundingBox();
    if (!box) throw new Error("map not on screen");
    const clickLookup = page.waitForResponse((response) => response.url().includes("/api/geocode/reverse"));
    await page.mouse.click(box.x + box.width / 2 - 80, box.y + box.height / 2 + 40);
    const clicked = (await (await clickLookup).json()) as { title: string };
    await expect(title).toHaveText(clicked.title);
    await expect.poll(markerOffCentre, { timeout: 5_000 }).toBeLessThan(12);
  });

  test("the add-fleet modal filters by manufacturer, type grouped by model and plate, and hides linked vehicles", async ({
    page,
  }) => {
    await openNewTracking(page);
    await page.getByTestId("vehicles-add").click();
    const modal = page.getByTestId("add-fleet-modal");
    const rows = modal.getByTestId("add-fleet-row");
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    const linkedPlate = ((await fleetColumn(modal, 1).first().textContent()) ?? "").trim();
    await rows.first().click();
    await modal.getByTestId("add-fleet-submit").click();
    await expect(page.getByTestId("vehicle-plate")).toHaveText([linkedPlate]);

    // an already linked vehicle is not offered again
    await page.getByTestId("vehicles-add").click();
    await expect(rows).toHaveCount(total - 1);
    expect(await fleetColumn(modal, 1).allTextContents()).not.toContain(linkedPlate);

    // manufacturer
    await modal.getByTestId("add-fleet-manufacturer").click();
    const manufacturer = ((await page.getByRole("option").first().textContent()) ?? "").trim();
    await page.getByRole("option").first().click();
    await expect
      .poll(async () => [...new Set(await fleetColumn(modal, 4).allTextContents())])
      .toEqual([manufacturer]);

    // vehicle type, grouped by model (groups named "<manufacturer> <model>")
    await modal.getByTestId("add-fleet-type").click();
    const groups = page.locator('[class*="groupLabel"]');
    await expect(groups.first()).toBeVisible();
    for (const label of await groups.allTextContents())
      expect(label.startsWith(`${manufacturer} `)).toBe(true);
    const type = ((await page.getByRole("option").first().textContent()) ?? "").trim();
    await page.getByRole("option").first().click();
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => [...new Set(await fleetColumn(modal, 2).allTextContents())])
      .toEqual([type]);

    // plate search within the filtered list, spaces and case ignored
    const plate = ((await fleetColumn(modal, 1).first().textContent()) ?? "").trim();
    await modal.getByTestId("add-fleet-search").fill(plate.replace(/\s+/g, "").toLowerCase());
    await expect(fleetColumn(modal, 1)).toHaveText([plate]);
    await modal.getByTestId("add-fleet-search").fill("ZZ 0000 ZZ");
    await expect(rows).toHaveCount(0);
  });
});
