import { chromium } from "@playwright/test";

const base = "http://localhost:3241";
const pages = (process.argv[2] ?? "/setting/,/setting/company,/setting/whatsapp-outbox,/contactus/").split(
  ",",
);
const sizes = (process.argv[3] ?? "1440x900,390x844").split(",");
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const size of sizes) {
  const [width, height] = size.split("x").map(Number);
  const context = await browser.newContext({
    viewport: { width, height },
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    isMobile: width < 500,
    hasTouch: width < 500,
  });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (["error", "warning"].includes(m.type()))
      console.log(size, "console", m.type(), m.text().slice(0, 200));
  });
  await page.goto(base + "/login");
  await page.getByTestId("login-username").fill(process.env.USER_NAME ?? "admin");
  await page.getByTestId("login-password").fill("armada-demo");
  await page.getByTestId("login-submit").click();
  await page.waitForURL(/isLoginSuccess=true/);
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = `/tmp/x/shot-${path.replace(/\W+/g, "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    console.log("saved", name);
  }
  await context.close();
}
await browser.close();
