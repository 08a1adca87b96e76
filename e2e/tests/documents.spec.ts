import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { demoVehicle } from "../support/demoVehicle.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

const CREATE_TASK = `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { isSuccessful errorName message } }`;

test("a KIR expiring in 7 days shows as expiring; expired, with blocking on, its vehicle gets no new fleet task", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  const vehicle = await demoVehicle(page, -1);

  await page.goto("/license/");
  await expect(page.getByRole("heading", { name: "Dokumen kendaraan & pengemudi" })).toBeVisible();
  await expect(page.getByTestId("document-status-filter-EXPIRED-count")).not.toHaveText("0");

  // a KIR through the drawer, expiring in a week
  await page.getByTestId("document-add").click();
  const drawer = page.getByTestId("document-drawer");
  await drawer.getByTestId("document-owner").click();
  await page.getByRole("option", { name: vehicle.licensePlate, exact: true }).click();
  await drawer.getByTestId("document-number").fill("KIR-E2E-7");
  await drawer.getByTestId("document-issued").fill(wibDay(-176));
  await drawer.getByTestId("document-expires").fill(wibDay(7));
  await drawer.getByTestId("document-save").click();
  await expect(drawer).toBeHidden();

  await page
    .getByTestId("document-status-filter")
    .locator("label")
    .filter({ hasText: "Segera kedaluwarsa" })
    .click();
  const row = page.getByTestId("documents").getByRole("row").filter({ hasText: "KIR-E2E-7" });
  await expect(row.getByTestId("document-status")).toHaveText("Segera kedaluwarsa");
  await expect(row).toContainText("7 hari lagi");
  await expect(row).toContainText(vehicle.licensePlate);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "documents-expiring-desktop");

  // the company blocks assigning with an expired document
  await page.getByTestId("document-settings").click();
  const settings = page.getByTestId("document-settings-drawer");
  // the drawer slides in from the right: a check while it moves lands outside the viewport, so it is tried again
  const blocking = settings.getByLabel("Tolak penugasan bila dokumen kedaluwarsa");
  await expect(async () => {
    await blocking.check({ force: true, timeout: 2_000 });
    await expect(blocking).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await screenshot(page, "documents-settings-desktop");
  await settings.getByTestId("document-settings-save").click();
  await expect(settings).toBeHidden();

  const task = {
    vehicleId: vehicle.id,
    departureTime: new Date(Date.now() + 3_600_000).toISOString(),
    stops: [{ activity: "DROP", address: { address: "Jl. Uji E2E, Bekasi", lat: -6.24, lng: 107.0 } }],
  };
  // expiring is still valid: the task is accepted
  const accepted = await graphql<{ createFleetTask: { isSuccessful: boolean; message: string } }>(
    page,
    CREATE_TASK,
    {
      input: task,
    },
  );
  expect(accepted.createFleetTask.isSuccessful, accepted.createFleetTask.message).toBe(true);

  // the KIR ran out yesterday
  await row.getByTestId("document-actions").click();
  await page.getByTestId("document-edit").click();
  await drawer.getByTestId("document-expires").fill(wibDay(-1));
  await drawer.getByTestId("document-save").click();
  await expect(drawer).toBeHidden();
  await page
    .getByTestId("document-status-filter")
    .locator("label")
    .filter({ hasText: "Kedaluwarsa" })
    .first()
    .click();
  await expect(
    page
      .getByTestId("documents")
      .getByRole("row")
      .filter({ hasText: "KIR-E2E-7" })
      .getByTestId("document-status"),
  ).toHaveText("Kedaluwarsa");

  const refused = await graphql<{
    createFleetTask: { isSuccessful: boolean; errorName: string; message: string };
  }>(page, CREATE_TASK, { input: task });
  expect(refused.createFleetTask).toMatchObject({
    isSuccessful: false,
    errorName: "DocumentExpiredBlocksAssigning",
  });
  expect(refused.createFleetTask.message).toContain(`Kendaraan ${vehicle.licensePlate}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/license/");
  await expect(page.getByTestId("documents")).toBeVisible();
  await screenshot(page, "documents-phone");

  // leave the demo company as it was
  await graphql(
    page,
    `mutation { updateDocumentSettings(input: { blockAssigning: false, rules: [] }) { isSuccessful } }`,
  );
});

test("a document expiring in 3 days shows its badge on the live view's vehicle card", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  // not the vehicle the test above expires a KIR on
  const vehicle = await demoVehicle(page, -2);
  const created = await graphql<{
    createDocument: { isSuccessful: boolean; message: string; data: { documentId: number } };
  }>(
    page,
    `mutation ($input: CreateDocumentInput!) { createDocument(input: $input) { isSuccessful message data { documentId } } }`,
    {
      input: {
        type: "KIR",
        vehicleId: vehicle.id,
        number: "KIR-E2E-3",
        issuedOn: wibDay(-179),
        expiresOn: wibDay(3),
      },
    },
  );
  expect(created.createDocument.isSuccessful, created.createDocument.message).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicle.id}`);
  const card = page.getByTestId("vehicle-card");
  await expect(card.getByTestId("vehicle-card-plate")).toHaveText(vehicle.licensePlate, { timeout: 30_000 });
  const badge = card.getByTestId("vehicle-card-document").filter({ hasText: "KIR habis 3 hari lagi" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute("data-status", "EXPIRING");
  await screenshot(page, "liveview-card-documents-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(badge).toBeVisible();
  await screenshot(page, "liveview-card-documents-phone");

  // leave the demo company as it was
  await graphql(
    page,
    `mutation ($id: Int!) { deleteDocument(input: { documentId: $id }) { isSuccessful } }`,
    { id: created.createDocument.data.documentId },
  );
});

const SCAN_IMAGE = readFileSync(
  fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url)),
);
const SCAN_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test("a KIR keeps a PDF and a photo of the paper; after a reload both are there and one opens", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin");
  const vehicle = await demoVehicle(page, 0);
  const number = `KIR-SCAN-${Date.now() % 100_000}`;

  await page.goto("/license/");
  await page.getByTestId("document-add").click();
  const drawer = page.getByTestId("document-drawer");
  await drawer.getByTestId("document-owner").click();
  await page.getByRole("option", { name: vehicle.licensePlate, exact: true }).click();
  await drawer.getByTestId("document-number").fill(number);
  const chooser = page.waitForEvent("filechooser");
  await drawer.getByTestId("document-scan-add").click();
  await (await chooser).setFiles([
    { name: "kir.jpg", mimeType: "image/jpeg", buffer: SCAN_PDF },
    { name: "kir.png", mimeType: "image/png", buffer: SCAN_IMAGE },
  ]);
  await expect(drawer.getByTestId("document-scan")).toHaveCount(2);
  await drawer.getByTestId("document-save").click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await page.getByTestId("document-search").fill(number);
  const row = page.getByTestId("documents").getByRole("row").filter({ hasText: number });
  await row.getByTestId("document-actions").click();
  await page.getByTestId("document-edit").click();
  const links = drawer.getByTestId("document-scan-open");
  await expect(links).toHaveCount(2);
  // the PDF named .jpg was typed by its bytes
  const pdfUrl = (await links.first().getAttribute("href")) ?? "";
  expect(pdfUrl).toMatch(/\.pdf$/);
  const pdf = await page.request.get(pdfUrl);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(links.nth(1).locator("img")).toHaveJSProperty("complete", true);
  await expect
    .poll(() =>
      links
        .nth(1)
        .locator("img")
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  await screenshot(page, "documents-scans-1440", false);
  const opened = page.waitForEvent("popup");
  await links.nth(1).click();
  const viewer = await opened;
  await expect(viewer).toHaveURL(/\/api\/uploads\/[0-9a-f-]{36}\.png$/);
  await viewer.close();

  // removing one asks first and holds once saved
  await drawer.getByTestId("document-scan-remove").first().click();
  await page.getByTestId("confirm-remove-scan").click();
  await expect(drawer.getByTestId("document-scan")).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "documents-scans-390", false);
  await drawer.getByTestId("document-save").click();
  await expect(drawer).toBeHidden();
  // on a phone the searched document is a card, not a table row
  await page.getByTestId("documents").getByTestId("document-actions").click();
  await page.getByTestId("document-edit").click();
  await expect(drawer.getByTestId("document-scan")).toHaveCount(1);
  await expect(drawer.getByTestId("document-scan-open").locator("img")).toHaveCount(1);
});
