import { expect, type Page } from "@playwright/test";
import { graphql } from "./graphql.js";

/** The id of the vehicle with this plate, registered first (with an OsmAnd device of this id) when missing. */
export async function osmandVehicleId(page: Page, vehicle: { plate: string; device: string }) {
  const found = await graphql<{ vehicles: { data: { id: number; licensePlate: string }[] } }>(
    page,
    `query ($search: String) { vehicles(filter: { search: $search }) { data { id licensePlate } } }`,
    { search: vehicle.plate },
  );
  const existing = found.vehicles.data.find((candidate) => candidate.licensePlate === vehicle.plate);
  if (existing) return existing.id;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean; data: { id: number } } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful data { id } } }`,
    { input: { licensePlate: vehicle.plate, imei: vehicle.device, vendorType: "osmand" } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);
  return created.createVehicle.data.id;
}
