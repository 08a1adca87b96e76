import { expect, type Page } from "@playwright/test";
import { osmandPort } from "../playwright.config.js";

export interface PositionReport {
  latitude: number;
  longitude: number;
  /** knots, as the OsmAnd protocol sends it */
  speedKnots?: number;
  bearing?: number;
  /** epoch seconds */
  timestamp?: number;
  ignition?: boolean;
  /** fuel level, percent of the tank */
  fuelPercent?: number;
  /** the device's odometer, km (the query form of the OsmAnd protocol reads it in km) */
  odometerKm?: number;
}

/** Reports a position for an OsmAnd demo device (`armada-demo-16`..`24`) to the ingest port, as a phone would. */
export async function postOsmand(deviceId: string, report: PositionReport) {
  const params = new URLSearchParams({
    id: deviceId,
    lat: String(report.latitude),
    lon: String(report.longitude),
    timestamp: String(report.timestamp ?? Math.floor(Date.now() / 1000)),
    speed: String(report.speedKnots ?? 0),
    bearing: String(report.bearing ?? 0),
  });
  if (report.ignition !== undefined) params.set("ignition", String(report.ignition));
  if (report.fuelPercent !== undefined) params.set("fuel", String(report.fuelPercent));
  if (report.odometerKm !== undefined) params.set("odometer", String(report.odometerKm));
  const response = await fetch(`http://127.0.0.1:${osmandPort}/?${params}`, {
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status, `OsmAnd ingest answered ${response.status}`).toBeLessThan(300);
}

/** The id of a company vehicle by plate, through the signed-in page's session. */
export async function vehicleIdByPlate(page: Page, plate: string): Promise<number> {
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web", "content-type": "application/json" },
    data: {
      query: "query($filter: VehiclesFilter) { vehicles(filter: $filter) { data { id licensePlate } } }",
      variables: { filter: { search: plate } },
    },
  });
  const body = (await response.json()) as {
    data: { vehicles: { data: { id: number; licensePlate: string }[] } };
  };
  const vehicle = body.data.vehicles.data.find((candidate) => candidate.licensePlate === plate);
  if (!vehicle) throw new Error(`no vehicle ${plate}`);
  return vehicle.id;
}
