import { expect, type Page } from "@playwright/test";
import { graphql } from "./graphql.js";

/** A delivery order made through the signed-in page's session (`confirmed`: moved on to Dikonfirmasi). */
export async function createDeliveryOrder(
  page: Page,
  input: Record<string, unknown>,
  { confirmed = false }: { confirmed?: boolean } = {},
): Promise<{ deliveryOrderId: number; code: string }> {
  const { createDeliveryOrder: created } = await graphql<{
    createDeliveryOrder: {
      isSuccessful: boolean;
      message: string;
      data: { deliveryOrderId: number; code: string };
    };
  }>(
    page,
    `mutation ($input: CreateDeliveryOrderInput!) {
      createDeliveryOrder(input: $input) { isSuccessful message data { deliveryOrderId code } } }`,
    { input },
  );
  expect(created.isSuccessful, created.message).toBe(true);
  if (confirmed) {
    const { changeDeliveryOrderStatus: moved } = await graphql<{
      changeDeliveryOrderStatus: { isSuccessful: boolean; message: string };
    }>(
      page,
      `mutation ($id: Int!) {
        changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful message } }`,
      { id: created.data.deliveryOrderId },
    );
    expect(moved.isSuccessful, moved.message).toBe(true);
  }
  return created.data;
}
