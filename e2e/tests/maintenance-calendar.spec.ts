import { expect, test } from "@playwright/test";
import { demoVehicle } from "../support/demoVehicle.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

const monthTitle = (day: string) =>
  new Intl.DateTimeFormat("id-ID", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

test("the maintenance calendar shows an item on its projected day and an order under way; each opens its drawer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  // not the vehicle maintenance.spec plans on
  const vehicle = await demoVehicle(page, -3);
  // a 30-day item serviced 25 days ago: due in 5 days
  const created = await graphql<{
    createServicePlan: {
      isSuccessful: boolean;
      message: string;
      data: { items: { servicePlanItemId: number }[] };
    };
  }>(
    page,
    `mutation ($input: CreateServicePlanInput!) { createServicePlan(input: $input) {
      isSuccessful message data { items { servicePlanItemId } } } }`,
    {
      input: {
        vehicleId: vehicle.id,
        name: "Servis kalender e2e",
        items: [{ name: "Cek aki kalender", intervalDays: 30, lastServiceDay: wibDay(-25) }],
      },
    },
  );
  expect(created.createServicePlan.isSuccessful, created.createServicePlan.message).toBe(true);
  const itemId = created.createServicePlan.data.items[0]?.servicePlanItemId;
  const { serviceOrders } = await graphql<{
    serviceOrders: { list: { serviceOrderId: number; code: string; scheduledDay: string }[] };
  }>(
    page,
    `query { serviceOrders(filter: { statuses: [IN_PROGRESS] }) { list { serviceOrderId code scheduledDay } } }`,
  );
  const order = serviceOrders.list[0];
  if (!order) throw new Error("the demo has no service order in progress");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/maintenance/");
  await page.getByTestId("tab-calendar").click();
  const calendar = page.getByTestId("maintenance-calendar");
  await expect(calendar.getByTestId("calendar-month")).toHaveText(monthTitle(wibDay()));
  await expect(calendar.getByTestId("calendar-grid").getByRole("columnheader").first()).toHaveText("Sen");
  await expect(calendar.getByTestId("calendar-grid").getByRole("columnheader").last()).toHaveText("Min");

  // the item's day, a month ahead when it falls in the next one
  const due = wibDay(5);
  if (due.slice(0, 7) !== wibDay().slice(0, 7)) {
    await calendar.getByTestId("calendar-next").click();
    await expect(calendar.getByTestId("calendar-month")).toHaveText(monthTitle(due));
  }
  const item = calendar.getByTestId(`calendar-day-${due}`).getByTestId(`calendar-item-${itemId}`);
  await expect(item).toHaveText(`${vehicle.licensePlate} · Cek aki kalender`);
  await screenshot(page, "maintenance-calendar-desktop");
  await item.click();
  const drawer = page.getByTestId("service-order-drawer");
  await expect(drawer).toContainText("Cek aki kalender");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // the order under way, on its service day
  await calendar.getByRole("button", { name: "Bulan ini" }).click();
  while ((await calendar.getByTestId("calendar-month").textContent()) !== monthTitle(order.scheduledDay))
    await calendar.getByTestId(order.scheduledDay < wibDay() ? "calendar-previous" : "calendar-next").click();
  await calendar
    .getByTestId(`calendar-day-${order.scheduledDay}`)
    .getByTestId(`calendar-order-${order.serviceOrderId}`)
    .click();
  const orderDrawer = page.getByTestId("service-order-edit-drawer");
  await expect(orderDrawer).toContainText(order.code);
  await page.keyboard.press("Escape");
  await expect(orderDrawer).toBeHidden();

  // a phone lists the month's days that have something
  await page.setViewportSize({ width: 390, height: 844 });
  await calendar.getByRole("button", { name: "Bulan ini" }).click();
  if (due.slice(0, 7) !== wibDay().slice(0, 7)) await calendar.getByTestId("calendar-next").click();
  const list = calendar.getByTestId("calendar-list");
  await expect(list.getByTestId(`calendar-day-${due}`)).toContainText("Cek aki kalender");
  await screenshot(page, "maintenance-calendar-phone");
});
