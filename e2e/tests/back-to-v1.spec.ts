import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

test("back to version 1.0 asks for a reason, needs the text of 'other', then goes to version 1.0", async ({
  page,
}) => {
  await page.route("https://v1.armada.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Armada 1.0</title><h1>Armada versi 1.0</h1>" }),
  );
  await signIn(page, "supervisor");
  // the alert strip and bell may re-render the top bar as the session's alerts arrive and close a menu opened meanwhile:
  // open it again until its item shows, as a user would
  const backToV1 = page.getByTestId("account-back-to-v1");
  await expect(async () => {
    if (!(await backToV1.isVisible())) await page.getByTestId("account-menu").click();
    await expect(backToV1).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await backToV1.click();
  const form = page.getByTestId("back-to-v1-form");
  await expect(form).toBeVisible();

  await page.getByTestId("back-to-v1-confirm").click();
  await expect(page.getByText("Wajib Memilih Alasan")).toBeVisible();
  await expect(form).toBeVisible();

  await page.getByRole("radio", { name: "Lainnya" }).check();
  await page.getByTestId("back-to-v1-confirm").click();
  await expect(form.getByText("Alasan lainnya wajib diisi")).toBeVisible();

  await page.getByTestId("back-to-v1-other-text").fill("Laporan lama lebih lengkap");
  await page.getByTestId("back-to-v1-confirm").click();
  await expect(page).toHaveURL("https://v1.armada.test/");
  await expect(page.getByRole("heading", { name: "Armada versi 1.0" })).toBeVisible();
});
