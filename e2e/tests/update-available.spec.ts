import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { ANY_FREE_TRACKER_PORTS } from "@armada/domain";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

// A server of its own, over a copy of the built web app that this spec deploys a new build into; the shared
// server's files stay as they are for the other specs.
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const offset = 17;
const port = Number(process.env.E2E_PORT ?? 3100) + offset;
const origin = `http://localhost:${port}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: "serial" });

let server: ChildProcess | null = null;
let dist = "";
let dataDir = "";

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the second server did not start");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dist = mkdtempSync(join(tmpdir(), "armada-web-dist-"));
  dataDir = mkdtempSync(join(tmpdir(), "armada-update-"));
  cpSync(join(repoRoot, "apps/web/dist"), dist, { recursive: true });
  server = spawn(process.execPath, [join(repoRoot, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      GT06_PORT: String(Number(process.env.E2E_GT06_PORT ?? 15023) + offset),
      OSMAND_PORT: String(Number(process.env.E2E_OSMAND_PORT ?? 15055) + offset),
      JT808_PORT: String(Number(process.env.E2E_JT808_PORT ?? 15808) + offset),
      FTP_PORT: String(Number(process.env.E2E_FTP_PORT ?? 15821) + offset),
      JT808_ATTACHMENT_PORT: "0",
      ...ANY_FREE_TRACKER_PORTS,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      DEMO: "on",
      SIMULATOR: "off",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await waitForHealth(Date.now() + 110_000);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A deploy in place: index.html (and its compressed copies) naming a new build id. The scripts stay the same
 * files, as they would for a deploy that only changed the page.
 */
function deployNewBuild(): string {
  const htmlPath = join(dist, "index.html");
  const html = readFileSync(htmlPath, "utf8");
  const current = /<meta name="armada-build" content="([^"]+)"/.exec(html)?.[1];
  if (!current) throw new Error("no build id in index.html");
  const next = randomBytes(8).toString("hex");
  const nextHtml = html.replace(`content="${current}"`, `content="${next}"`);
  writeFileSync(htmlPath, nextHtml);
  if (existsSync(`${htmlPath}.br`)) writeFileSync(`${htmlPath}.br`, brotliCompressSync(nextHtml));
  if (existsSync(`${htmlPath}.gz`)) writeFileSync(`${htmlPath}.gz`, gzipSync(nextHtml));
  return next;
}

const runningBuild = () =>
  document.querySelector<HTMLMetaElement>('meta[name="armada-build"]')?.content ?? null;

test("an open tab offers the newer build after a deploy, and the button loads it", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page.getByTestId("topbar")).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByTestId("update-available")).toHaveCount(0);

  const next = deployNewBuild();
  // the tab asks on focus (and every few minutes)
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  const button = page.getByTestId("update-available");
  await expect(button).toBeVisible();
  await expect(button).toHaveText("Pembaruan tersedia");

  await button.click();
  await expect.poll(() => page.evaluate(runningBuild)).toBe(next);
  await expect(page.getByTestId("topbar")).toBeVisible();
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/web-build"));
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  expect(await (await asked).json()).toEqual({ build: next });
  await expect(page.getByTestId("update-available")).toHaveCount(0);
});

test("on a phone the offer is a bar above the bottom menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin");
  await expect(page.getByTestId("topbar")).toBeVisible();
  const next = deployNewBuild();
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  const bar = page.getByTestId("update-available-bar");
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("update-available")).toBeHidden();
  await bar.getByRole("button", { name: "Muat ulang" }).click();
  await expect.poll(() => page.evaluate(runningBuild)).toBe(next);
  await expect(page.getByTestId("topbar")).toBeVisible();
  await expect(bar).toHaveCount(0);
});
