import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** A receiver on 127.0.0.1 (the e2e server allows local HTTP webhooks): it records what it gets and answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/armada`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe("Integrasi: webhooks", () => {
  test("an admin makes a webhook, sends a test and sees it delivered with 200 in the log", async ({
    page,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      const name = `Penerima E2E ${Date.now()}-${testInfo.retry}`;
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAt(page, "admin", "/setting/integration");
      const section = page.getByTestId("webhooks-section");
      await expect(section).toBeVisible();

      await page.getByTestId("webhook-new").click();
      await page.getByTestId("webhook-name").fill(name);
      await page.getByTestId("webhook-url").fill(receiver.url);
      await page.getByTestId("webhook-event-alert.raised").check();
      await page.getByTestId("webhook-event-delivery_order.status_changed").check();
      await page.getByTestId("webhook-submit").click();
      await expect(page.getByTestId("webhook-secret")).toContainText("whsec_");
      await page.getByTestId("webhook-done").click();

      const row = page.getByTestId("webhooks-table").getByRole("row").filter({ hasText: name });
      await expect(row).toBeVisible();
      await row.getByRole("button", { name: "Kirim uji" }).click();

      // the log opens on the test's delivery: sent, answered 200
      const log = page.getByTestId("webhook-deliveries-table");
      await expect(log.getByTestId("webhook-delivery-code")).toHaveText("200");
      await expect(log).toContainText("ping");
      await expect(log.getByTestId("webhook-delivery-status")).toHaveText("Terkirim");
      // other specs move the demo company's orders meanwhile, which this subscription also hears: the ping is one
      const pings = receiver.received.filter((got) => JSON.parse(got.body).type === "ping");
      expect(pings).toHaveLength(1);
      const [ping] = pings;
      expect(ping?.headers["x-armada-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(JSON.parse(ping?.body ?? "{}")).toMatchObject({ type: "ping" });
      await screenshot(page, "webhooks-log-desktop", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "webhooks-log-phone", false);
      await page.keyboard.press("Escape");
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, "webhooks-phone", false);
      await page.setViewportSize({ width: 1440, height: 900 });

      // clean up: delete after the confirmation
      await row.getByRole("button", { name: "Hapus" }).click();
      await page.getByTestId("webhook-delete-confirm").click();
      await expect(row).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });

  test("an admin subscribes to positions and ignition; a vehicle's reports arrive batched and signed", async ({
    page,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      const name = `Posisi E2E ${Date.now()}-${testInfo.retry}`;
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAt(page, "admin", "/setting/integration");
      const vehicleId = await osmandVehicleId(page, { plate: "B 3737 WHE", device: "e2e-webhook-37" });

      await page.getByTestId("webhook-new").click();
      await page.getByTestId("webhook-name").fill(name);
      await page.getByTestId("webhook-url").fill(receiver.url);
      await page.getByLabel("Posisi kendaraan (per kelompok)").check();
      await page.getByTestId("webhook-event-ignition.on").check();
      await page.getByTestId("webhook-event-ignition.off").check();
      await screenshot(page, "webhooks-events-desktop", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "webhooks-events-phone", false);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId("webhook-submit").click();
      await expect(page.getByTestId("webhook-secret")).toContainText("whsec_");
      await page.getByTestId("webhook-done").click();
      const row = page.getByTestId("webhooks-table").getByRole("row").filter({ hasText: name });
      await expect(row).toContainText("Mesin menyala");

      const now = Math.floor(Date.now() / 1000);
      const reports = [false, false, true, true, true].map((ignition, index) => ({
        latitude: -6.2,
        longitude: 106.8 + index / 10_000,
        speedKnots: 10,
        timestamp: now - 60 + index * 10,
        ignition,
      }));
      for (const report of reports) await postOsmand("e2e-webhook-37", report);

      const events = () =>
        receiver.received.map(
          (got) => JSON.parse(got.body) as { id: string; type: string; data: Record<string, unknown> },
        );
      await expect
        .poll(
          () =>
            events()
              .filter((event) => event.type === "position.reported")
              .flatMap((event) =>
                (event.data.positions as { vehicleId: number }[]).filter(
                  (one) => one.vehicleId === vehicleId,
                ),
              ).length,
        )
        .toBe(reports.length);
      await expect.poll(() => events().filter((event) => event.type === "ignition.on").length).toBe(1);
      for (const got of receiver.received)
        expect(got.headers["x-armada-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      // fewer requests than positions: they come together
      expect(events().filter((event) => event.type === "position.reported").length).toBeLessThan(
        reports.length,
      );

      await row.getByRole("button", { name: "Hapus" }).click();
      await page.getByTestId("webhook-delete-confirm").click();
      await expect(row).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
