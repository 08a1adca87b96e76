import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { postOsmand } from "../support/positions.js";
import { DEMO_PASSWORD } from "../support/session.js";

/**
 * armada-demo-23 and armada-demo-24 report over OsmAnd; no other spec uses these devices. Several tests here move
 * the same vehicle, so this file's tests run one after the other, in one worker.
 */
test.describe.configure({ mode: "default" });
const LIVE_DEVICE = "armada-demo-23";
const CONTACT_DEVICE = "armada-demo-24";
const ALL_COLUMNS = ["driverName", "lastSeen", "speed", "temperature", "engineStatus"];
const API_HEADERS = { "x-armada-client": "web", "content-type": "application/json" };

interface CreatedView {
  temporaryLvId: number;
  shortKey: string;
  accessToken: string;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post("/graphql", { headers: API_HEADERS, data: { query, variables } });
  expect(response.ok(), `graphql answered ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Signs the API context in as the demo admin (the operator creating the view). */
async function signInApi(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", {
    headers: API_HEADERS,
    data: { username: "admin", password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBeTruthy();
}

async function vehicleByDevice(request: APIRequestContext, imei: string) {
  const data = await graphql<{
    vehicles: { data: { id: number; licensePlate: string; imei: string | null }[] };
  }>(
    request,
    "query($filter: VehiclesFilter) { vehicles(filter: $filter) { data { id licensePlate imei } } }",
    { filter: { search: imei } },
  );
  const vehicle = data.vehicles.data.find((candidate) => candidate.imei === imei);
  if (!vehicle) throw new Error(`no vehicle for ${imei}`);
  return vehicle;
}

async function createView(request: APIRequestContext, input: Record<string, unknown>): Promise<CreatedView> {
  const data = await graphql<{
    createTemporaryLiveView: {
      isSuccessful: boolean;
      message: string;
      temporaryLiveView: CreatedView | null;
    };
  }>(
    request,
    `mutation($input: TemporaryLiveViewDataInput!) {
      createTemporaryLiveView(input: $input) { isSuccessful message temporaryLiveView { temporaryLvId shortKey accessToken } }
    }`,
    { input: { duration: 120, pickedColumns: ALL_COLUMNS, ...input } },
  );
  const created = data.createTemporaryLiveView.temporaryLiveView;
  expect(created, data.createTemporaryLiveView.message).toBeTruthy();
  return created as CreatedView;
}

const publicLink = (view: CreatedView) => `/fleet/live-track/${view.temporaryLvId}?shToken=${view.shortKey}`;

async function expectOnlyExpired(page: Page) {
  const state = page.getByTestId("live-track-unavailable");
  await expect(state).toBeVisible();
  await expect(state.getByRole("heading")).toHaveText("Tautan sudah kedaluwarsa");
  await expect(page.getByTestId("live-track-vehicle")).toHaveCount(0);
  await expect(page.getByTestId("live-track-map")).toHaveCount(0);
  await expect(page.getByTestId("live-track-name")).toHaveCount(0);
}

test.describe("public live-track page", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("shows the view and moves the vehicle live when a position arrives, without a reload", async ({
    page,
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    // five minutes before the move below (3.7 km): a plausible drive, not a jump the track filters leave out
    await postOsmand(LIVE_DEVICE, { latitude: -6.2, longitude: 106.8, timestamp: now - 300, speedKnots: 0 });
    await signInApi(request);
    const vehicle = await vehicleByDevice(request, LIVE_DEVICE);
    const view = await createView(request, {
      name: "Pengiriman Bekasi",
      note: "Barang sampai sore ini",
      vehicleIds: [vehicle.id],
    });

    // A fresh context: the recipient has no session.
    await page.context().clearCookies();
    await page.goto(publicLink(view));
    await expect(page.getByTestId("live-track-name")).toHaveText("Pengiriman Bekasi");
    await expect(page.getByText("Barang sampai sore ini")).toBeVisible();
    await expect(page.getByTestId("live-track-countdown")).toHaveText(
      /^Berlaku (1 jam 5\d menit|2 jam 0 menit) lagi$/,
    );
    const card = page.getByTestId("live-track-vehicle");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(vehicle.licensePlate);
    await expect(card).toHaveAttribute("data-lat", "-6.2");
    await expect(card).toContainText("Terakhir terlihat");
    await expect(page.getByTestId("live-track-marker")).toHaveCount(1, { timeout: 30_000 });

    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await postOsmand(LIVE_DEVICE, {
      latitude: -6.215,
      longitude: 106.83,
      timestamp: Math.floor(Date.now() / 1000),
      speedKnots: 27,
      bearing: 90,
    });
    await expect(card).toHaveAttribute("data-lat", "-6.215", { timeout: 15_000 });
    await expect(card).toHaveAttribute("data-lng", "106.83");
    await expect(card).toContainText("Bergerak");
    await expect(card).toContainText(/5\d km\/j/);
    await expect(page.getByTestId("live-track-marker")).toHaveAttribute("data-lat", "-6.215");
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    // Tapping the card follows the vehicle; tapping again stops.
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "false");
  });

  test("a deleted view's link shows only that the link has expired, also to an open page", async ({
    page,
    request,
  }) => {
    await signInApi(request);
    const vehicle = await vehicleByDevice(request, CONTACT_DEVICE);
    const view = await createView(request, { name: "Sebentar saja", vehicleIds: [vehicle.id] });

    await page.context().clearCookies();
    await page.goto(publicLink(view));
    await expect(page.getByTestId("live-track-name")).toHaveText("Sebentar saja");
    await expect(page.getByTestId("live-track-live")).toHaveAttribute("data-state", "live");

    await graphql(
      request,
      "mutation($input: DeleteTemporaryLiveViewInput!) { DeleteTemporaryLiveView(input: $input) { isSuccessful } }",
      {
        input: { temporaryLvId: view.temporaryLvId },
      },
    );
    // The open page learns it from the socket (the hub revalidates open links every 30 s): no reload.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await expect(page.getByTestId("live-track-unavailable")).toBeVisible({ timeout: 45_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expectOnlyExpired(page);

    // Opening the link again shows the same.
    await page.goto(publicLink(view));
    await expectOnlyExpired(page);

    // A link with a wrong token looks exactly the same.
    await page.goto(`/fleet/live-track/${view.temporaryLvId}?shToken=wrongwrongwrong`);
    await expectOnlyExpired(page);
  });

  test("an open page switches to the expired state when the countdown ends, without a reload", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signInApi(request);
    const vehicle = await vehicleByDevice(request, CONTACT_DEVICE);
    const view = await createView(request, { name: "Satu menit", duration: 1, vehicleIds: [vehicle.id] });

    await page.context().clearCookies();
    const expiredFrames: string[] = [];
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/ws/live-track")) return;
      socket.on("framereceived", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.includes('"expired"'))
          expiredFrames.push(frame.payload);
      });
    });
    await page.goto(publicLink(view));
    await expect(page.getByTestId("live-track-name")).toHaveText("Satu menit");
    await expect(page.getByTestId("live-track-live")).toHaveAttribute("data-state", "live");
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // nothing is done: the minute runs out, the server tells the open socket, the page switches
    await expect(page.getByTestId("live-track-unavailable")).toBeVisible({ timeout: 90_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(expiredFrames).toEqual([JSON.stringify({ type: "expired" })]);
    await expectOnlyExpired(page);
  });

  test("a contact's own link shows the destination and the ETA", async ({ page, request }) => {
    await postOsmand(CONTACT_DEVICE, {
      latitude: -6.2,
      longitude: 106.8,
      timestamp: Math.floor(Date.now() / 1000),
      speedKnots: 16,
    });
    await signInApi(request);
    const vehicle = await vehicleByDevice(request, CONTACT_DEVICE);
    const view = await createView(request, {
      name: "Antar ke Monas",
      vehicleIds: [vehicle.id],
      pickedColumns: ["speed"],
      contacts: [
        {
          label: "Budi",
          phoneNumber: "81234567824",
          location: {
            name: "Monas",
            fullName: "Monas, Jakarta Pusat",
            lat: -6.1754,
            lng: 106.8272,
            type: "GOOGLE",
          },
        },
      ],
    });
    const detail = await graphql<{ temporaryLiveView: { data: { contacts: { link: string }[] } } }>(
      request,
      "query($filter: TemporaryLiveViewFilter!) { temporaryLiveView(filter: $filter) { data { contacts { link } } } }",
      { filter: { temporaryLvId: view.temporaryLvId } },
    );
    const link = new URL(detail.temporaryLiveView.data.contacts[0]?.link ?? "", "http://localhost");
    expect(link.searchParams.get("c")).toBeTruthy();

    await page.context().clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId("live-track-name")).toHaveText("Antar ke Monas");
    await expect(page.getByTestId("live-track-destination")).toContainText("Monas, Jakarta Pusat");
    const card = page.getByTestId("live-track-vehicle");
    await expect(card.getByTestId("live-track-eta")).toHaveText(
      /^± (\d+ menit|\d+ jam( \d+ menit)?) lagi · \d+,\d km$/,
    );
    // Only the picked field: speed, no driver, last seen, temperature or engine.
    await expect(card.locator("[data-field]")).toHaveCount(1);
    await expect(card.locator("[data-field='speed']")).toBeVisible();
    await expect(page.getByTestId("live-track-destination-marker")).toBeVisible({ timeout: 30_000 });

    // Standing with the engine off: "Berhenti" and the distance, never "Bergerak · 0 km/j" or a growing ETA.
    await postOsmand(CONTACT_DEVICE, {
      latitude: -6.2,
      longitude: 106.8,
      timestamp: Math.floor(Date.now() / 1000),
      speedKnots: 0,
      ignition: false,
    });
    await expect(card.getByTestId("live-track-eta")).toHaveAttribute("data-stopped", "true", {
      timeout: 15_000,
    });
    await expect(card.getByTestId("live-track-eta")).toHaveText(/^Berhenti · \d+,\d km lagi$/);
    await expect(card).toContainText("Berhenti");
    await expect(card).not.toContainText("Bergerak");
    await expect(card.locator("[data-field='speed']")).toContainText("0 km/j");

    // The plain link of the same view shows no destination.
    await page.goto(publicLink(view));
    await expect(page.getByTestId("live-track-name")).toHaveText("Antar ke Monas");
    await expect(page.getByTestId("live-track-destination")).toHaveCount(0);
    await expect(page.getByTestId("live-track-eta")).toHaveCount(0);
  });
});

test.describe("public live-track page on a desktop screen", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens fitted to its vehicles, not on the whole of Indonesia", async ({ page, request }) => {
    const now = Math.floor(Date.now() / 1000);
    // where the tests above left the two vehicles, 3.7 km apart: one pixel apart at the country's zoom
    await postOsmand(LIVE_DEVICE, { latitude: -6.215, longitude: 106.83, timestamp: now, speedKnots: 0 });
    await postOsmand(CONTACT_DEVICE, { latitude: -6.2, longitude: 106.8, timestamp: now, speedKnots: 0 });
    await signInApi(request);
    const vehicles = [
      await vehicleByDevice(request, LIVE_DEVICE),
      await vehicleByDevice(request, CONTACT_DEVICE),
    ];
    const view = await createView(request, {
      name: "Dua kendaraan",
      vehicleIds: vehicles.map((vehicle) => vehicle.id),
    });

    await page.context().clearCookies();
    await page.goto(publicLink(view));
    const markers = page.getByTestId("live-track-marker");
    await expect(markers).toHaveCount(2, { timeout: 30_000 });
    const map = await page.getByTestId("live-track-map").boundingBox();
    if (!map) throw new Error("the map is not laid out");
    // fitted: both markers on the map and far apart (a few hundred pixels at the fitted zoom)
    await expect
      .poll(async () => {
        const boxes = await Promise.all([markers.nth(0).boundingBox(), markers.nth(1).boundingBox()]);
        const centers = boxes.map((box) =>
          box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null,
        );
        const [a, b] = centers;
        if (!a || !b) return 0;
        const inside = centers.every(
          (c) => c && c.x > map.x && c.x < map.x + map.width && c.y > map.y && c.y < map.y + map.height,
        );
        return inside ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
      })
      .toBeGreaterThan(200);
  });
});

test.describe("public live-track page in English", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: "en-US" });

  test("an English browser reads the page in English; the ID/EN switch changes it and is remembered", async ({
    page,
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    // where the first test left the vehicle: a fix back at the start moments later would be a jump, left out
    await postOsmand(LIVE_DEVICE, {
      latitude: -6.215,
      longitude: 106.83,
      timestamp: now - 20,
      speedKnots: 0,
    });
    await signInApi(request);
    const vehicle = await vehicleByDevice(request, LIVE_DEVICE);
    const view = await createView(request, { name: "Delivery Bekasi", vehicleIds: [vehicle.id] });

    await page.context().clearCookies();
    await page.goto(publicLink(view));
    await expect(page.getByTestId("live-track-name")).toHaveText("Delivery Bekasi");
    await expect(page.getByTestId("live-track-countdown")).toHaveText(
      /^Valid for (1 hour 5\d minutes|2 hours 0 minutes) more$/,
    );
    await expect(page.getByTestId("live-track-vehicle")).toContainText("Stopped");
    await expect(page.getByTestId("live-track-language-en")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByTestId("live-track-language-id").click();
    await expect(page.getByTestId("live-track-countdown")).toHaveText(/^Berlaku .* lagi$/);
    await expect(page.getByTestId("live-track-vehicle")).toContainText("Berhenti");
    await page.reload();
    await expect(page.getByTestId("live-track-countdown")).toHaveText(/^Berlaku .* lagi$/);
    await expect(page.getByTestId("live-track-language-id")).toHaveAttribute("aria-pressed", "true");
  });
});
