import { expect, test } from "@playwright/test";
import { createDeliveryOrder } from "../support/deliveryOrders.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";

const DELIVERED = `query { deliveryOrders(filter: { status: DELIVERED, pagination: { page: 1, show: 50 } }) {
  list { deliveryOrderId code customerName fleetTaskId items { name } } } }`;
type Order = {
  deliveryOrderId: number;
  code: string;
  customerName: string;
  fleetTaskId: number | null;
  items: { name: string }[];
};

test("an operator opens a delivered order from the list and sees its goods, its task and the proof of delivery", async ({
  page,
}) => {
  await signIn(page, "admin");
  const orders = (await graphql<{ deliveryOrders: { list: Order[] } }>(page, DELIVERED)).deliveryOrders.list;
  const order = orders.find((candidate) => candidate.fleetTaskId !== null && candidate.items.length > 0);
  if (!order) throw new Error("the demo has no delivered order on a task with goods");

  await page.goto(`/delivery/?search=${order.code}`);
  await page.getByTestId("delivery-orders").getByTestId("order-open").filter({ hasText: order.code }).click();
  await expect(page).toHaveURL(new RegExp(`/delivery/${order.deliveryOrderId}/$`));
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByRole("heading", { name: order.code })).toBeVisible();
  await expect(detail.getByTestId("order-detail-status")).toHaveText("Terkirim");
  await expect(detail.getByTestId("order-detail-items")).toContainText(order.items[0]?.name ?? "");
  await expect(detail.getByTestId("order-detail-edit")).toBeDisabled();
  const task = detail.getByTestId("order-detail-task");
  await expect(task.getByTestId("order-detail-stops").getByRole("row")).not.toHaveCount(1);
  await expect(detail.getByTestId("task-pods")).toBeVisible();
  await expect(detail.getByTestId("task-pod-outcome").first()).toHaveText("Terkirim");
  await expect(page.getByTestId("order-detail-map")).toBeVisible();
  await screenshot(page, "delivery-order-detail-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(detail.getByTestId("order-detail-status")).toBeVisible();
  await screenshot(page, "delivery-order-detail-phone", false);

  await task.getByTestId("order-detail-task-link").click();
  await expect(page).toHaveURL(new RegExp(`/fleet-task/${order.fleetTaskId}/$`));

  // another company's or a made-up order: said so, with the way back
  await page.goto("/delivery/987654321/");
  await expect(page.getByTestId("order-detail-error")).toHaveText(
    "Delivery order ini tidak ada atau bukan milik perusahaan Anda.",
  );
});

test("a planner confirms a new order and its detail page shows each status it moved to, after when it was made", async ({
  page,
}) => {
  await signIn(page, "admin");
  const { deliveryOrderId: id } = await createDeliveryOrder(page, {
    customerName: "Toko Riwayat Status",
    origin: { address: "Gudang Cikarang", lat: -6.3, lng: 107.15 },
    destination: { address: "Toko Kelapa Gading", lat: -6.157, lng: 106.908 },
  });
  await page.goto(`/delivery/${id}/`);
  const history = page.getByTestId("order-detail-history");
  await expect(history).toContainText("Belum ada perubahan status.");

  await graphql(
    page,
    `mutation { changeDeliveryOrderStatus(input: { deliveryOrderId: ${id}, status: CONFIRMED }) { isSuccessful } }`,
  );
  await page.reload();
  await expect(history.getByTestId("order-history-move")).toHaveCount(1);
  await expect(history.getByTestId("order-history-move")).toContainText("Draf");
  await expect(history.getByTestId("order-history-move")).toContainText("Dikonfirmasi");
  await expect(page.getByTestId("order-detail-status")).toHaveText("Dikonfirmasi");
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, "delivery-order-detail-history");
  await page.setViewportSize({ width: 390, height: 844 });
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, "delivery-order-detail-history-phone", false);
});
