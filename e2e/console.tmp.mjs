import { chromium } from "@playwright/test";

const base = "http://localhost:3241";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
page.on("console", (m) => {
  if (["error", "warning"].includes(m.type()))
    console.log("console", m.type(), m.text().slice(0, 300), JSON.stringify(m.location()));
});
page.on("response", (r) => {
  if (r.status() >= 400) console.log("response", r.status(), r.url());
});
for (const path of ["/login", "/"]) {
  await page.goto(base + path);
  await page.waitForTimeout(2000);
  console.log("--", path, page.url());
}
await page.getByTestId("login-username").fill("admin");
await page.getByTestId("login-password").fill("armada-demo");
await page.getByTestId("login-submit").click();
await page.waitForURL(/isLoginSuccess=true/);
for (const path of ["/liveview-2/", "/route/"]) {
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  console.log("--", path);
}
await browser.close();
