import { expect, test } from "@playwright/test";
import { alertRowsOf, createAlertRule, openUncheckedAlerts } from "../support/alertRules.js";
import { demoVehicle } from "../support/demoVehicle.js";
import { graphql } from "../support/graphql.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

test("a plan item coming due shows as upcoming; its service order is edited, runs Draf → Selesai (each move confirmed) and resets it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  // the last vehicle has no demo plan: its oil change is 170 of 180 days old, inside its 14 days' notice
  const vehicle = await demoVehicle(page, -1);
  const created = await graphql<{ createServicePlan: { isSuccessful: boolean; message: string } }>(
    page,
    `mutation ($input: CreateServicePlanInput!) { createServicePlan(input: $input) { isSuccessful message } }`,
    {
      input: {
        vehicleId: vehicle.id,
        name: "Servis uji e2e",
        items: [{ name: "Ganti oli uji", intervalDays: 180, noticeDays: 14, lastServiceDay: wibDay(-170) }],
      },
    },
  );
  expect(created.createServicePlan.isSuccessful, created.createServicePlan.message).toBe(true);

  await page.goto("/maintenance/");
  await expect(page.getByRole("heading", { name: "Perawatan" })).toBeVisible();
  // the demo's overdue and in-progress work is counted
  await expect(page.getByTestId("count-overdue")).not.toHaveText("0");
  await expect(page.getByTestId("count-in-progress")).toHaveText("1");
  const upcomingBefore = Number(await page.getByTestId("due-filter-UPCOMING-count").textContent());

  await page.getByTestId("due-filter").locator("label").filter({ hasText: "Segera jatuh tempo" }).click();
  const row = page.getByTestId("due-items").getByRole("row").filter({ hasText: vehicle.licensePlate });
  await expect(row).toContainText("Ganti oli uji");
  await expect(row).toContainText("10 hari lagi");
  await expect(row.getByTestId("due-status")).toHaveText("Segera jatuh tempo");
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "maintenance-due-desktop");

  // a service order for it, from the row
  await row.getByTestId("due-order").click();
  const drawer = page.getByTestId("service-order-drawer");
  await expect(drawer).toContainText("Ganti oli uji");
  await drawer.getByTestId("service-order-pic").fill("Budi Santoso");
  await drawer.getByRole("button", { name: "Tambah biaya" }).click();
  await drawer.getByLabel("Uraian").fill("Oli mesin 6 L");
  await drawer.getByLabel("Harga satuan").fill("375000");
  await expect(drawer.getByTestId("service-order-total")).toContainText("375.000");
  await screenshot(page, "maintenance-order-drawer-desktop");
  await drawer.getByTestId("service-order-save").click();
  await expect(drawer).toBeHidden();

  await page.getByTestId("tab-orders").click();
  const order = page.getByTestId("service-orders").getByRole("row").filter({ hasText: vehicle.licensePlate });
  await expect(order.getByTestId("service-order-status")).toHaveText("Draf");
  await expect(order).toContainText("Rp");

  // the draft edited: its values in the drawer; closing with a change asks first, then the change is saved
  await order.getByTestId("service-order-actions").click();
  await page.getByTestId("service-order-edit").click();
  const edit = page.getByTestId("service-order-edit-drawer");
  await expect(edit.getByTestId("service-order-pic")).toHaveValue("Budi Santoso");
  await expect(edit.getByTestId("service-order-total")).toContainText("375.000");
  await edit.getByTestId("service-order-pic").fill("Andi Wijaya");
  await edit.getByLabel("Nama bengkel").fill("Bengkel Sumber Makmur");
  await page.keyboard.press("Escape");
  const unsaved = page.getByRole("dialog", { name: "Tinggalkan halaman ini?" });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Tetap di sini" }).click();
  await expect(unsaved).toBeHidden();
  await expect(edit.getByTestId("service-order-pic")).toHaveValue("Andi Wijaya");
  await screenshot(page, "maintenance-order-edit-desktop");
  await edit.getByTestId("service-order-save").click();
  await expect(edit).toBeHidden();
  await expect(order).toContainText("Andi Wijaya");
  await expect(order).toContainText("Bengkel Sumber Makmur");

  // each status move asks first; the dialog's cancel leaves it where it was
  await order.getByTestId("service-order-actions").click();
  await page.getByTestId("service-order-to-CONFIRMED").click();
  await page.getByRole("dialog").getByRole("button", { name: "Batal" }).click();
  await expect(order.getByTestId("service-order-status")).toHaveText("Draf");
  for (const [to, label] of [
    ["CONFIRMED", "Konfirmasi"],
    ["IN_PROGRESS", "Dalam Proses"],
    ["DOCUMENT_VERIFICATION", "Verifikasi Dokumen"],
    ["DONE", "Selesai"],
  ] as const) {
    await order.getByTestId("service-order-actions").click();
    await page.getByTestId(`service-order-to-${to}`).click();
    await page.getByTestId("confirm-service-order-move").click();
    await expect(order.getByTestId("service-order-status")).toHaveText(label);
  }
  await screenshot(page, "maintenance-orders-desktop");

  // finished: the item counts again from today, out of the upcoming list
  await page.getByTestId("tab-due").click();
  await expect(page.getByTestId("due-filter-UPCOMING-count")).toHaveText(String(upcomingBefore - 1));

  // the SPK for the technician
  const { serviceOrders } = await graphql<{
    serviceOrders: { list: { serviceOrderId: number; licensePlate: string }[] };
  }>(page, `query { serviceOrders { list { serviceOrderId licensePlate } } }`);
  const mine = serviceOrders.list.find((candidate) => candidate.licensePlate === vehicle.licensePlate);
  await page.goto(`/maintenance/service-orders/${mine?.serviceOrderId}/spk`);
  await expect(page.getByTestId("spk")).toContainText("Ganti oli uji");
  await expect(page.getByTestId("spk")).toContainText("Andi Wijaya");
  await expect(page.getByTestId("spk")).toContainText("Bengkel Sumber Makmur");
  await screenshot(page, "maintenance-spk-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/maintenance/");
  await expect(page.getByTestId("due-items")).toBeVisible();
  await screenshot(page, "maintenance-due-phone");
  await page.getByTestId("tab-orders").click();
  // the phone shows the orders as cards
  await expect(page.getByTestId("service-orders")).toContainText("Andi Wijaya");
  await screenshot(page, "maintenance-orders-phone");
});

/** The catalogue's service due (alert-center-and-shell.md). */
const SERVICE_DUE = 145;

test("a service item due by km comes due from the kilometres its tracker reports, and the reminder pass raises its alert", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  const plate = `B ${String(Date.now()).slice(-4)} KMS`;
  const deviceId = `e2e-km-${Date.now()}`;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean; data: { id: number } } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful data { id } } }`,
    { input: { licensePlate: plate, imei: deviceId, vendorType: "osmand" } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);
  const vehicleId = created.createVehicle.data.id;
  await createAlertRule(page, {
    label: `E2E servis km ${plate}`,
    alertCode: SERVICE_DUE,
    alertUrgencyType: "Important",
    autoPopup: false,
    vehicleIds: [vehicleId],
  });
  const plan = await graphql<{ createServicePlan: { isSuccessful: boolean; message: string } }>(
    page,
    `mutation ($input: CreateServicePlanInput!) { createServicePlan(input: $input) { isSuccessful message } }`,
    {
      input: {
        vehicleId,
        name: "Servis km e2e",
        items: [{ name: "Ganti oli per km", intervalKm: 1000, noticeKm: 100, lastServiceOdometerKm: 0 }],
      },
    },
  );
  expect(plan.createServicePlan.isSuccessful, plan.createServicePlan.message).toBe(true);

  // the tracker's odometer reads 400 km, then 1,020 km: past the 1,000 km interval
  const now = Math.floor(Date.now() / 1000);
  await postOsmand(deviceId, { latitude: -6.2, longitude: 106.82, timestamp: now - 120, odometerKm: 400 });
  await postOsmand(deviceId, { latitude: -6.2, longitude: 106.82, timestamp: now - 60, odometerKm: 1020 });

  // the reminder pass (every 3 s on the e2e server) raises the service alert for the rule's vehicle
  await page.goto("/dashboard/");
  await openUncheckedAlerts(page);
  const alert = alertRowsOf(page, "important", plate);
  await expect(alert.first()).toContainText("Jadwal Servis", { timeout: 30_000 });
  await page.keyboard.press("Escape");
  await page.goto("/maintenance/");
  await page.getByTestId("due-filter").locator("label").filter({ hasText: "Terlambat" }).click();
  const row = page.getByTestId("due-items").getByRole("row").filter({ hasText: plate });
  await expect(row).toContainText("Ganti oli per km");
  await expect(row.getByTestId("due-status")).toHaveText("Terlambat");
  await expect(row).toContainText("lewat 20 km");
  await screenshot(page, "maintenance-due-by-km-desktop");
});
