import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

/** MapLibre's chunk (the build names it "maplibre-<hash>.js"): only pages with a map may load it. */
const MAP_CHUNK = /\/assets\/maplibre-[\w-]+\.js/;

test.describe("code splitting", () => {
  test("the login page's HTML references no map chunk and the page loads none", async ({ page, request }) => {
    const html = await (await request.get("/login", { headers: { "accept-encoding": "br, gzip" } })).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => MAP_CHUNK.test(script ?? ""))).toEqual([]);

    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await page.goto("/login");
    await expect(page.getByTestId("login-submit")).toBeVisible();
    expect(loaded.some((url) => /\/assets\/.+\.js$/.test(url))).toBe(true);
    expect(loaded.filter((url) => MAP_CHUNK.test(url))).toEqual([]);
  });

  test("a page with a map loads the map chunk on demand", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await signIn(page, "admin");
    await page.goto("/liveview-2/");
    await expect(page.locator(".maplibregl-canvas").first()).toBeVisible({ timeout: 20_000 });
    expect(loaded.some((url) => MAP_CHUNK.test(url))).toBe(true);
  });
});
