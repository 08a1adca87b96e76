import type { Page } from "@playwright/test";
import { graphql } from "./graphql.js";

/** The signed-in company's vehicle at `index` of its list (negative: from the end), so specs pick different ones. */
export async function demoVehicle(page: Page, index: number) {
  const { vehicles } = await graphql<{ vehicles: { data: { id: number; licensePlate: string }[] } }>(
    page,
    `query { vehicles { data { id licensePlate } } }`,
  );
  const vehicle = vehicles.data.at(index);
  if (!vehicle) throw new Error(`no vehicle at ${index}`);
  return vehicle;
}
