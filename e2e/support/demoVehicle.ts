import type { Page } from "@playwright/test";
import { graphql } from "./graphql.js";

/** the demo seed's own vehicles: hull numbers ARM-001 to ARM-035 (vehicles other specs create have none such) */
const DEMO_HULL_NO = /^ARM-\d{3}$/;

/**
 * The demo company's seeded vehicle at `index` of the seed's order (negative: from the end), so specs pick different
 * ones; the vehicles other specs create at the same time never shift the index.
 */
export async function demoVehicle(page: Page, index: number) {
  const { vehicles } = await graphql<{
    vehicles: { data: { id: number; licensePlate: string; hullNo: string | null }[] };
  }>(
    page,
    `query { vehicles(filter: { search: "ARM-", orderBy: { field: "hullNo", direction: "asc" } }) { data { id licensePlate hullNo } } }`,
  );
  const vehicle = vehicles.data.filter((row) => DEMO_HULL_NO.test(row.hullNo ?? "")).at(index);
  if (!vehicle) throw new Error(`no demo vehicle at ${index}`);
  return { id: vehicle.id, licensePlate: vehicle.licensePlate };
}
