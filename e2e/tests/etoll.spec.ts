import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { demoVehicle } from "../support/demoVehicle.js";
import { graphql } from "../support/graphql.js";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

test("e-toll cards are registered, a statement is previewed, booked on the card's vehicle once, and a second statement shows its unknown, unassigned and duplicate rows", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-etoll").click({ timeout: 30_000 });
  const cards = page.getByTestId("etoll-cards");
  await expect(cards.getByTestId("table-row").first()).toBeVisible({ timeout: 30_000 });

  // a BCA Flazz card on no vehicle yet, registered in the drawer
  await page.getByTestId("etoll-card-add").click();
  const drawer = page.getByTestId("etoll-card-drawer");
  await drawer.getByTestId("etoll-card-number").fill("0145 22");
  await drawer.getByTestId("etoll-card-save").click();
  await expect(drawer.getByText("Nomor kartu 10–19 angka")).toBeVisible();
  await drawer.getByTestId("etoll-card-number").fill("0145 2233 4455 6677");
  await drawer.getByTestId("etoll-card-issuer").click();
  await page.getByRole("option", { name: "BCA Flazz" }).click();
  await drawer.getByTestId("etoll-card-save").click();
  await expect(drawer).toBeHidden();
  await expect(cards.getByText("0145 2233 4455 6677")).toBeVisible();

  // the Mandiri card whose statement is imported has been on a vehicle since October (set through the API: the
  // drawer's date picker defaults to now)
  const vehicle = await demoVehicle(page, 0);
  await graphql(
    page,
    `mutation ($input: EtollCardInput!) { createEtollCard(input: $input) { isSuccessful } }`,
    {
      input: {
        cardNumber: "6032981234567890",
        issuer: "mandiri",
        vehicleId: vehicle.id,
        assignedFrom: "2026-10-01T00:00:00+07:00",
      },
    },
  );
  await page.reload();
  await page.getByTestId("cost-tab-etoll").click({ timeout: 30_000 });
  await expect(cards.getByText("6032 9812 3456 7890")).toBeVisible({ timeout: 30_000 });

  const importer = page.getByTestId("etoll-import");
  const fileInput = importer.locator('input[type="file"]');
  await fileInput.setInputFiles(fixture("etoll-mandiri-emoney.csv"));
  const preview = importer.getByTestId("etoll-preview");
  await expect(preview.getByTestId("etoll-count-matched")).toHaveText("4 cocok", { timeout: 30_000 });
  await expect(preview.getByText("1 isi ulang (bukan biaya)")).toBeVisible();
  await expect(preview.getByTestId("etoll-matched-amount")).toContainText("Rp 129.000");
  await expect(preview.getByTestId("etoll-rows").getByText(vehicle.licensePlate).first()).toBeVisible();
  await expect(preview.getByText('HYPERLINK("http://contoh.invalid";"Cawang")')).toBeVisible();
  await screenshot(page, "etoll-preview-1440");
  await preview.getByTestId("etoll-book").click();
  await expect(page.getByText("4 transaksi tol dibukukan.")).toBeVisible();
  await expect(importer.getByTestId("etoll-preview")).toHaveCount(0);
  await expect(cards.getByText("Rp 271.000")).toBeVisible();

  // the same statement again books nothing
  await fileInput.setInputFiles(fixture("etoll-mandiri-emoney.csv"));
  await expect(preview.getByTestId("etoll-count-duplicate")).toHaveText("4 duplikat", { timeout: 30_000 });
  await expect(preview.getByTestId("etoll-book")).toBeDisabled();

  // the toll operator's list: the Flazz card on no vehicle, an unknown TapCash card, one trip already booked
  await fileInput.setInputFiles(fixture("etoll-jasamarga.csv"));
  await expect(preview.getByTestId("etoll-count-unassigned")).toHaveText("2 tanpa kendaraan", {
    timeout: 30_000,
  });
  await expect(preview.getByTestId("etoll-count-unmatched")).toHaveText("1 kartu tak dikenal");
  await expect(preview.getByTestId("etoll-count-duplicate")).toHaveText("1 duplikat");
  await preview.getByTestId("etoll-status-filter").getByText("Kartu tak dikenal").click();
  await expect(preview.getByTestId("etoll-rows").getByTestId("table-row")).toHaveCount(1);

  await fileInput.setInputFiles({
    name: "catatan.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("nama,alamat\nBudi,Jakarta\n"),
  });
  await expect(importer.getByTestId("etoll-import-error")).toContainText(
    "Kolom tanggal dan nominal tidak ditemukan",
  );

  // the booked tolls are the vehicle's cost entries of their day
  const { costEntries } = await graphql<{ costEntries: { list: { description: string; amount: number }[] } }>(
    page,
    `query ($filter: CostFilterInput!) { costEntries(filter: $filter) { list { description amount } } }`,
    {
      filter: {
        vehicleId: vehicle.id,
        category: "toll",
        from: "2026-11-02T00:00:00+07:00",
        to: "2026-11-03T00:00:00+07:00",
      },
    },
  );
  expect(costEntries.list).toEqual(
    expect.arrayContaining([
      { description: "Tol Cikunir 1 → Cikampek Utama", amount: 15_500 },
      { description: "Tol Kalihurip 2 → Pasteur", amount: 54_000 },
    ]),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("cost-tab-etoll").click();
  await fileInput.setInputFiles(fixture("etoll-jasamarga.csv"));
  await expect(preview.getByTestId("etoll-count-unassigned")).toBeVisible({ timeout: 30_000 });
  await screenshot(page, "etoll-390", false);
  await preview.scrollIntoViewIfNeeded();
  await screenshot(page, "etoll-preview-390", false);
});

test("each statement row shows whether its vehicle's track was at the toll gate: near, far (the card used elsewhere) or no data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/cost-management/");
  const device = "etoll-gate-check";
  const vehicleId = await osmandVehicleId(page, { plate: "B 3140 TOL", device });
  const cardNumber = "6032985500003140";
  await graphql(
    page,
    `mutation ($input: EtollCardInput!) { createEtollCard(input: $input) { isSuccessful } }`,
    {
      input: {
        cardNumber,
        issuer: "mandiri",
        vehicleId,
        assignedFrom: new Date(Date.now() - 86_400_000).toISOString(),
      },
    },
  );
  // whole minutes, as statements print them; the vehicle in Bandung, then at the Cawang plaza two hours later
  const minute = 60_000;
  const base = Math.floor(Date.now() / minute) * minute;
  const inBandung = base - 5 * 60 * minute;
  const atCawang = base - 3 * 60 * minute;
  for (const [time, latitude, longitude] of [
    [inBandung, -6.9, 107.58],
    [inBandung + 2 * minute, -6.901, 107.581],
    [atCawang, -6.2447, 106.8724],
    [atCawang + 2 * minute, -6.246, 106.876],
  ] as const)
    await postOsmand(device, { latitude, longitude, timestamp: time / 1000, speedKnots: 20 });
  const wib = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
  const statement = Buffer.from(
    [
      "Transaction Date,Card Number,Gate In,Gate Out,Amount",
      `${wib(inBandung + minute)},${cardNumber},Cikunir 1,Cawang,"9,500"`,
      `${wib(atCawang + minute)},${cardNumber},Cikunir 1,Cawang,"9,500"`,
      `${wib(base - 60 * minute)},${cardNumber},Cikunir 1,Cawang,"9,500"`,
    ].join("\n"),
  );
  // the positions are written by the ingest pipeline: the preview counts once they are stored
  await expect
    .poll(
      async () => {
        const response = await page.request.post("/api/costs/etoll/statement", {
          headers: { "x-armada-client": "web", "content-type": "text/csv" },
          data: statement,
        });
        return ((await response.json()) as { data: { gateChecks: unknown } }).data.gateChecks;
      },
      { timeout: 30_000 },
    )
    .toEqual({ near: 1, far: 1, noData: 1 });

  await page.getByTestId("cost-tab-etoll").click({ timeout: 30_000 });
  const importer = page.getByTestId("etoll-import");
  await importer.locator('input[type="file"]').setInputFiles({
    name: "mutasi-gerbang.csv",
    mimeType: "text/csv",
    buffer: statement,
  });
  const preview = importer.getByTestId("etoll-preview");
  await expect(preview.getByTestId("etoll-gate-count-far")).toHaveText("1 lintasan tidak cocok", {
    timeout: 30_000,
  });
  await expect(preview.getByTestId("etoll-gate-count-near")).toHaveText("1 lintasan cocok");
  const checks = preview.getByTestId("etoll-rows").getByTestId("etoll-gate-check");
  await expect(checks.nth(0)).toContainText("Lintasan tidak cocok");
  await expect(checks.nth(0)).toContainText("km dari gerbang");
  await expect(checks.nth(1)).toContainText("Lintasan cocok");
  await expect(checks.nth(2)).toContainText("Tanpa data lintasan");
  await preview.scrollIntoViewIfNeeded();
  await screenshot(page, "etoll-gate-check-1440", false);
  await preview.getByTestId("etoll-gate-far-only").click();
  await expect(preview.getByTestId("etoll-rows").getByTestId("table-row")).toHaveCount(1);
  await expect(checks).toHaveText([/Lintasan tidak cocok/]);

  await page.setViewportSize({ width: 390, height: 844 });
  await preview.getByTestId("etoll-gate-far-only").click();
  await expect(preview.getByTestId("etoll-rows").getByTestId("table-row")).toHaveCount(3);
  await preview.getByTestId("etoll-rows").scrollIntoViewIfNeeded();
  await screenshot(page, "etoll-gate-check-390", false);
});

test("the demo's sample statement downloads beside the upload and, imported, shows a cocok, a tidak cocok and a tanpa data row but cannot be booked", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-etoll").click({ timeout: 30_000 });
  const importer = page.getByTestId("etoll-import");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    importer.getByTestId("etoll-sample-download").click(),
  ]);
  expect(download.suggestedFilename()).toBe("contoh-rekening-koran-etoll.csv");
  await importer.locator('input[type="file"]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: "text/csv",
    buffer: await readFile(await download.path()),
  });
  const preview = importer.getByTestId("etoll-preview");
  const checks = preview.getByTestId("etoll-rows").getByTestId("etoll-gate-check");
  await expect(checks.first()).toBeVisible({ timeout: 30_000 });
  for (const [check, text] of [
    ["near", "Lintasan cocok"],
    ["far", "Lintasan tidak cocok"],
    ["noData", "Tanpa data lintasan"],
  ] as const)
    await expect(preview.locator(`[data-check="${check}"]`).first()).toContainText(text);
  await expect(preview.getByTestId("etoll-sample-notice")).toContainText("tidak dapat dibukukan");
  await expect(preview.getByTestId("etoll-book")).toBeDisabled();
  await importer.scrollIntoViewIfNeeded();
  await screenshot(page, "etoll-sample-statement-1440", false);
});
