import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANY_FREE_TRACKER_PORTS } from "@armada/domain";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Device ports of the server under test; specs post positions to them. */
export const gt06Port = Number(process.env.E2E_GT06_PORT ?? 15023);
export const osmandPort = Number(process.env.E2E_OSMAND_PORT ?? 15055);
export const jt808Port = Number(process.env.E2E_JT808_PORT ?? 15808);
export const ftpPort = Number(process.env.E2E_FTP_PORT ?? 15821);
export const jt1078Port = Number(process.env.E2E_JT1078_PORT ?? 15878);
export const teltonikaPort = Number(process.env.E2E_TELTONIKA_PORT ?? 15027);
/** The app secret the e2e server checks the Cloud API webhook's signatures with. */
export const E2E_META_APP_SECRET = "e2e-meta-app-secret";
const dataDir = mkdtempSync(join(tmpdir(), "armada-e2e-"));
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };
/** Specs that raise auto-popup alerts: they run after the others. */
const ALERT_FLOOD_SPECS = /alert-center\.spec\.ts/;
/** Specs that change how a whole company signs in (PT Lain's two-step rule): they run after the others too. */
const COMPANY_SIGN_IN_SPECS = /two-factor-company-rule\.spec\.ts/;

/** End-to-end tests in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results/e2e-artifacts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers, their software-rendered maps and the server share 2 cores: a page that shows in 2 s alone can take
  // 10 s beside another spec's map, and a long flow a minute
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../test-results/e2e.json" }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // a click or page load that cannot happen fails on its own instead of using up the test's whole time (a stuck
    // click once took a 150 s test with it), leaving the retry its time
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // The month's feedback offer (its last 5 days, docs/spec/alert-center-and-shell.md §4) opens by itself over any page left open 60 s: every
    // spec starts with it answered "later" so none depends on the calendar; banner-and-feedback.spec.ts clears it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: "armada.feedbackDismissedUntil", value: String(Date.UTC(2100, 0, 1)) }],
        },
      ],
    },
    // Recording a trace doubled every test's time (a DOM snapshot per action): it is recorded only when a failed
    // test runs again (CI's retry); locally, `--trace on`
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", use: desktop, testIgnore: [ALERT_FLOOD_SPECS, COMPANY_SIGN_IN_SPECS] },
    // Its auto-popup alerts reach every admin of the demo company and would cover other specs' pages.
    { name: "alert-center", use: desktop, testMatch: ALERT_FLOOD_SPECS, dependencies: ["chromium"] },
    // PT Lain's users would be sent to enrol mid-spec; the alert-center spec signs in to PT Armada Demo only
    { name: "company-rule", use: desktop, testMatch: COMPANY_SIGN_IN_SPECS, dependencies: ["chromium"] },
  ],
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      GT06_PORT: String(gt06Port),
      OSMAND_PORT: String(osmandPort),
      JT808_PORT: String(jt808Port),
      FTP_PORT: String(ftpPort),
      JT1078_PORT: String(jt1078Port),
      ...ANY_FREE_TRACKER_PORTS,
      TELTONIKA_PORT: String(teltonikaPort),
      JT1078_PUBLIC_HOST: "127.0.0.1",
      // the alarm attachment server: a free port (the 0x9208 tells the dashcam which)
      JT808_ATTACHMENT_PORT: process.env.E2E_ATTACHMENT_PORT ?? "0",
      JT808_ATTACHMENT_PUBLIC_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO: "on",
      SIMULATOR: "off",
      NODE_ENV: "production",
      SUPPORT_WHATSAPP: "+6281234567890",
      // the Cloud API webhook is open: whatsapp-inbox.spec.ts posts signed recipient messages to it
      WHATSAPP_META_APP_SECRET: E2E_META_APP_SECRET,
      WHATSAPP_META_VERIFY_TOKEN: "e2e-meta-verify-token",
      SUPPORT_PHONE: "(021) 5091 2345",
      SUPPORT_EMAIL: "halo@armada.id",
      SUPPORT_HOURS: "Senin–Jumat 08.00–17.00 WIB",
      // "back to version 1.0" leads here (back-to-v1.spec.ts answers it with page.route)
      LEGACY_APP_URL: "https://v1.armada.test/",
      // webhooks.spec.ts's receiver listens on 127.0.0.1 over plain HTTP (refused without this)
      WEBHOOK_ALLOW_LOCAL_HTTP: "on",
      // single-sign-on.spec.ts's OpenID Connect provider listens on 127.0.0.1 over plain HTTP
      SSO_ALLOW_LOCAL_HTTP: "on",
      // costs.spec.ts waits for the fuel pass to store a drain (every 5 minutes by default)
      FUEL_PASS_SECONDS: "2",
      REMINDER_PASS_SECONDS: "3",
    },
  },
});
