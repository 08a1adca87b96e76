import { createHmac } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { E2E_META_APP_SECRET } from "../playwright.config.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { liveAlertsSubscribed, signIn, signInAt } from "../support/session.js";

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  isSuccessful errorName } }`;

/** A recipient's message as the WhatsApp Cloud API posts it, signed with the app secret. */
function signedMessage(from: string, text: string, id: string) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "1",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              messages: [
                {
                  from: from.slice(1),
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", E2E_META_APP_SECRET).update(body).digest("hex")}`;
  return { body, signature };
}

let posted = 0;
/** The recipient `from` writes `text`: the Cloud API's signed webhook call, accepted. */
async function postSignedMessage(page: Page, from: string, text: string) {
  const { body, signature } = signedMessage(from, text, `wamid.e2e.${from}.${++posted}`);
  const accepted = await page.request.post("/api/webhooks/whatsapp/meta", {
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    data: body,
  });
  expect(accepted.status()).toBe(200);
}

/** A link of the demo's first vehicle shared with `phone`: the number becomes a recipient of the company. */
async function shareLinkTo(page: Page, label: string, phone: string) {
  const vehicles = await graphql<{ vehicles: { data: { id: number }[] } }>(
    page,
    `query { vehicles { data { id } } }`,
  );
  const created = await graphql<{ createTemporaryLiveView: { isSuccessful: boolean } }>(page, CREATE, {
    input: {
      name: "Kiriman E2E kotak masuk",
      duration: 600,
      vehicleIds: [vehicles.vehicles.data[0]?.id],
      pickedColumns: ["lastSeen"],
      contacts: [
        {
          label,
          phoneNumber: phone,
          location: {
            name: "Bekasi",
            fullName: "Bekasi",
            lat: -6.226,
            lng: 107.001,
            type: "GOOGLE",
            id: "e2e",
          },
        },
      ],
    },
  });
  expect(created.createTemporaryLiveView.isSuccessful).toBe(true);
}

/** A number of this run's own (a retry shares a new link to a new number). */
const runPhone = (prefix: string, retry: number) => `+62812${prefix}${String(Date.now()).slice(-5)}${retry}`;

test.describe("WhatsApp inbox", () => {
  test("a signed 'dmn pak?' shows in the inbox with its automatic answer; the operator replies", async ({
    page,
  }, testInfo) => {
    const phone = runPhone("77", testInfo.retry);
    const label = `Penerima E2E ${phone.slice(-6)}`;
    await signIn(page, "admin");
    await shareLinkTo(page, label, phone);

    // a body with a bad signature is refused
    const forged = signedMessage(phone, "dmn pak?", `wamid.e2e.forged.${phone}`);
    const refused = await page.request.post("/api/webhooks/whatsapp/meta", {
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${"0".repeat(64)}` },
      data: forged.body,
    });
    expect(refused.status()).toBe(401);

    await postSignedMessage(page, phone, "dmn pak?");

    // the settings hub shows the new message on the inbox's entry
    await page.goto("/setting/");
    await expect(page.getByTestId("inbox-badge")).toBeVisible();
    await page.getByTestId("settings-open-whatsappInbox").click();
    await expect(page).toHaveURL(/\/whatsapp-inbox$/);

    await page.getByTestId("inbox-search").fill(label);
    const conversation = page.getByTestId("inbox-conversation").filter({ hasText: label });
    await expect(conversation).toBeVisible();
    await expect(conversation.getByTestId("inbox-unread")).toBeVisible();
    await screenshot(page, "whatsapp-inbox-list-desktop");
    await conversation.click();
    await expect(page.getByTestId("inbox-message-in")).toHaveText(/dmn pak\?/);
    const answer = page.getByTestId("inbox-message-out").first();
    await expect(answer).toContainText("Kendaraan");
    await expect(answer).toContainText("dijawab otomatis (answer.where)");
    await screenshot(page, "whatsapp-inbox-conversation-desktop");

    await page.getByTestId("inbox-reply").fill("Baik Bu, kendaraan kami segera tiba.");
    await page.getByTestId("inbox-send").click();
    await expect(page.getByText("Balasan dimasukkan ke antrean kirim.")).toBeVisible();
    await expect(page.getByTestId("inbox-message-out").last()).toContainText(
      "Baik Bu, kendaraan kami segera tiba.",
    );
    await expect(page.getByTestId("inbox-message-out").last()).toContainText("dibalas operator");

    // the outbox carries both: the automatic answer and the operator's reply
    await page.goto("/setting/whatsapp-outbox");
    await page.getByTestId("outbox-search").fill(phone.slice(1));
    await expect(page.getByTestId("outbox-table")).toContainText("Balasan operator");
    await expect(page.getByTestId("outbox-table")).toContainText("Jawaban otomatis");
  });

  test("a recipient's 'rusak' waits on the control tower's complaint queue, which opens the conversation", async ({
    page,
  }, testInfo) => {
    const phone = runPhone("78", testInfo.retry);
    const label = `Keluhan E2E ${phone.slice(-6)}`;
    await signInAt(page, "admin", "/controltower-2/");
    await shareLinkTo(page, label, phone);
    await postSignedMessage(page, phone, "barangnya rusak pak");

    // the scanner finds it within its 2 s pass and the board hears of it live
    await page.getByTestId("tower-count-CONSIGNEE_COMPLAINT").click();
    const complaint = page
      .locator("[data-testid='tower-exception'][data-queue='CONSIGNEE_COMPLAINT']")
      .filter({ hasText: label });
    await expect(complaint).toContainText("barangnya rusak pak");
    await complaint.getByTestId("tower-conversation-link").click();
    await expect(page).toHaveURL(/\/whatsapp-inbox\/\?c=\d+$/);
    await expect(page.getByTestId("inbox-message-in")).toHaveText(/barangnya rusak pak/);

    // the operator's reply ends the wait, and the complaint leaves the board
    await page.getByTestId("inbox-reply").fill("Mohon maaf Bu, barang kami ganti hari ini.");
    await page.getByTestId("inbox-send").click();
    await expect(page.getByText("Balasan dimasukkan ke antrean kirim.")).toBeVisible();
    await page.goto("/controltower-2/");
    await page.getByTestId("tower-count-CONSIGNEE_COMPLAINT").click();
    await expect(page.getByTestId("tower-exception").filter({ hasText: label })).toHaveCount(0);
  });

  test("a recipient's message waiting for the operator arrives live: a toast and the bell's entry, which opens the conversation", async ({
    page,
  }, testInfo) => {
    const phone = runPhone("79", testInfo.retry);
    const label = `Penerima bel ${phone.slice(-6)}`;
    await signIn(page, "admin");
    await shareLinkTo(page, label, phone);

    // the page is open before the message comes: it arrives over the page's socket, without a reload or a poll
    const subscribed = liveAlertsSubscribed(page);
    await page.goto("/setting/");
    const count = page.getByTestId("alert-bell-count");
    await expect(count).toHaveAttribute("data-ready", "true");
    await subscribed;
    const before = Number(await count.getAttribute("data-count"));
    await postSignedMessage(page, phone, "paketnya basah dan rusak pak");
    const toast = page.getByRole("alert").filter({ hasText: `Pesan WhatsApp baru dari ${label}` });
    await expect(toast).toContainText("paketnya basah dan rusak pak");
    await expect.poll(async () => Number(await count.getAttribute("data-count"))).toBeGreaterThan(before);
    await screenshot(page, "whatsapp-inbox-toast-desktop");

    await page.getByTestId("alert-bell").click();
    const entry = page.getByTestId("alert-center-conversation").filter({ hasText: label });
    await expect(entry).toContainText("paketnya basah dan rusak pak");
    await expect(page.getByTestId("alert-center-inbox")).toContainText("Pesan WhatsApp");
    // counted in the bell's number (other tests of this file may add waiting conversations meanwhile)
    const listed = await page.getByTestId("alert-center-conversation").count();
    expect(Number(await count.getAttribute("data-count"))).toBeGreaterThanOrEqual(listed);
    await screenshot(page, "whatsapp-inbox-bell-desktop");
    await entry.click();
    await expect(page).toHaveURL(/\/whatsapp-inbox\/\?c=\d+$/);
    await expect(page.getByTestId("inbox-message-in")).toHaveText(/paketnya basah dan rusak pak/);

    // the reply ends the wait: the entry leaves the bell
    await page.getByTestId("inbox-reply").fill("Mohon maaf Pak, kami kirim pengganti.");
    await page.getByTestId("inbox-send").click();
    await expect(page.getByText("Balasan dimasukkan ke antrean kirim.")).toBeVisible();
    await page.getByTestId("alert-bell").click();
    await expect(page.getByTestId("alert-center-panel")).toBeVisible();
    await expect(page.getByTestId("alert-center-conversation").filter({ hasText: label })).toHaveCount(0);

    // the toast's own link opens the conversation too
    const resubscribed = liveAlertsSubscribed(page);
    await page.goto("/setting/");
    await expect(count).toHaveAttribute("data-ready", "true");
    await resubscribed;
    await postSignedMessage(page, phone, "halo pak, masih ada yang kurang");
    const again = page.getByRole("alert").filter({ hasText: `Pesan WhatsApp baru dari ${label}` });
    await again.getByTestId("inbox-toast-open").click();
    await expect(page).toHaveURL(/\/whatsapp-inbox\/\?c=\d+$/);
    await expect(page.getByTestId("inbox-message-in").last()).toHaveText(/masih ada yang kurang/);
  });

  test("on a phone the list and the conversation take turns", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, "admin", "/whatsapp-inbox");
    const first = page.getByTestId("inbox-conversation").first();
    await expect(first).toBeVisible();
    await screenshot(page, "whatsapp-inbox-list-phone");
    await first.click();
    await expect(page.getByTestId("inbox-conversation-view")).toBeVisible();
    await expect(page.getByTestId("inbox-conversations")).toBeHidden();
    await screenshot(page, "whatsapp-inbox-conversation-phone");
    await page.getByRole("button", { name: "Kembali" }).click();
    await expect(page.getByTestId("inbox-conversation").first()).toBeVisible();
  });
});
