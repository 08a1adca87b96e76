import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn, signInAt } from "../support/session.js";

/** MapLibre's chunk (the build names it "maplibre-<hash>.js"): only pages with a map may load it. */
const MAP_CHUNK = /\/assets\/maplibre-[\w-]+\.js/;
/** The English texts' chunk ("en-<hash>.js"): loaded only once English is picked. */
const ENGLISH_CHUNK = /\/assets\/en-[\w-]+\.js/;
/** The signed-in app's Indonesian texts ("allTexts-<hash>.js"): not the login page's. */
const ALL_TEXTS_CHUNK = /\/assets\/allTexts-[\w-]+\.js/;
/** The Indonesian texts only the pages below the shell show ("pageTexts-<hash>.js", `PAGE_TEXT_SECTIONS`). */
const PAGE_TEXTS_CHUNK = /\/assets\/pageTexts-[\w-]+\.js/;
/**
 * JavaScript on the wire from /login until the dashboard is usable after sign-in: issue 15's goal is 250 KB; 223,742
 * bytes when this budget was set (247,775 before the shell's tooltips, menus and popovers with floating-ui came
 * after the first view). It rose by 1 KB when the control tower, land measurement, company tickets, the marketplace,
 * API keys and the reminder settings landed (228,262 bytes: their routes in the main chunk and menu icons in the
 * shell's), and by 1 KB more with Track Vision's route and texts (228,764 bytes). Issue 41: 222,228 bytes in 19
 * scripts, the login page's chunks included, since the login page is a route of its own and the entry one chunk
 * (main at 655d169: 225,523 in 21, counted the same way). The users page, passkeys, e-toll and invoice settings
 * added their texts to the signed-in visit's: 223,925 bytes, 1 KB more.
 */
const DASHBOARD_JS_BUDGET = 219 * 1024;
/**
 * "Fast on a phone, round two": scripts asked for from /login until the dashboard is usable (each a request with its
 * headers and, on a phone, a round trip); 22 when this budget was set (the dashboard's own parts in a chunk of
 * their own, which the live view does not load), 19 since the entry is one chunk (issue 41).
 */
const DASHBOARD_SCRIPT_BUDGET = 20;
/** The headers of a hashed script as the server sends them (404 bytes, docs/performance.md), as the bench counts. */
const SCRIPT_HEADER_BYTES = 420;
/** The login page's chunks ("LoginPage-<hash>.js" and its "login-<hash>.js" group). */
const LOGIN_CHUNK = /\/assets\/(LoginPage|login)-[\w-]{8}\.js/;
/** The signed-in shell's chunks: the session guard, the layout, its libraries and code. */
const SHELL_CHUNK = /\/assets\/(AuthGuard|AppLayout|shell|shell-libraries)-[\w-]{8}\.js/;
/** The modules the route table loads on the way to /dashboard/ from /login (their chunks are named after them). */
const DASHBOARD_ROUTE_CHUNKS = [
  "LoginPage",
  "AppProviders",
  "AuthGuard",
  "allTexts",
  "AppLayout",
  "DashboardPage",
];

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

  test("the login page loads neither Mantine nor TanStack Query, and the dashboard after sign-in does", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await page.goto("/login");
    await expect(page.getByTestId("login-submit")).toBeVisible();
    // what each library says when its provider is missing: in its code whichever chunk that code lands in
    const librariesIn = async (urls: string[]) => {
      const texts = await Promise.all(
        urls
          .filter((url) => /\/assets\/.+\.js$/.test(url))
          .map(async (url) => (await page.request.get(url)).text()),
      );
      return {
        mantine: texts.some((text) => text.includes("MantineProvider was not found")),
        query: texts.some((text) => text.includes("No QueryClient set")),
      };
    };
    expect(await librariesIn(loaded)).toEqual({ mantine: false, query: false });

    await page.getByTestId("login-username").fill("admin");
    await page.getByTestId("login-password").fill(DEMO_PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("welcome-banner")).toBeVisible({ timeout: 20_000 });
    expect(await librariesIn(loaded)).toEqual({ mantine: true, query: true });
  });

  test("the login page loads none of the signed-in shell, and a signed-in visit none of the login page", async ({
    browser,
    page,
  }, testInfo) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await page.goto("/login");
    await expect(page.getByTestId("login-submit")).toBeVisible();
    expect(loaded.some((url) => LOGIN_CHUNK.test(url))).toBe(true);
    expect(loaded.filter((url) => SHELL_CHUNK.test(url))).toEqual([]);

    await signIn(page, "admin");
    // a morning's bookmark: the session's cookie, a cold cache
    const signedIn = await browser.newContext({
      ...testInfo.project.use,
      storageState: await page.context().storageState(),
    });
    const cold = await signedIn.newPage();
    const coldLoaded: string[] = [];
    cold.on("request", (sent) => coldLoaded.push(sent.url()));
    await cold.goto("/dashboard/");
    await expect(cold.getByTestId("dashboard-alert-slot")).toBeVisible({ timeout: 20_000 });
    expect(coldLoaded.some((url) => SHELL_CHUNK.test(url))).toBe(true);
    expect(coldLoaded.filter((url) => LOGIN_CHUNK.test(url))).toEqual([]);
    await signedIn.close();
  });

  test("the Indonesian login page loads no English texts, and English loads when picked", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await page.goto("/login");
    await expect(page.getByTestId("login-submit")).toHaveText("Masuk");
    expect(loaded.filter((url) => ENGLISH_CHUNK.test(url))).toEqual([]);
    expect(loaded.filter((url) => ALL_TEXTS_CHUNK.test(url))).toEqual([]);
    // the same check as the build's: no script the login page loads carries the text of every GraphQL document
    const scripts = loaded.filter((url) => /\/assets\/.+\.js$/.test(url));
    for (const script of scripts) {
      expect(await (await page.request.get(script)).text(), script).not.toContain(
        "query TemporaryLiveViewVehicles",
      );
    }

    await page.getByTestId("language-en").click();
    await expect(page.getByTestId("login-submit")).toHaveText("Sign in");
    expect(loaded.some((url) => ENGLISH_CHUNK.test(url))).toBe(true);
  });

  test("signing in brings every page's texts: the dashboard and the menu read in Indonesian, no key shows", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await signInAt(page, "admin", "/dashboard/");
    await expect(page.getByRole("link", { name: "Notifikasi" }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Pengaturan tampilan" })).toBeVisible();
    expect(loaded.some((url) => ALL_TEXTS_CHUNK.test(url))).toBe(true);
    // an i18next key left untranslated would show as its dotted path
    expect(await page.locator("body").textContent()).not.toMatch(
      /\b(dashboard|menu|shell|alertCenter)\.[a-z]+/,
    );
  });

  test("a page with a map loads the map chunk on demand", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await signInAt(page, "admin", "/liveview-2/");
    await expect(page.locator(".maplibregl-canvas").first()).toBeVisible({ timeout: 20_000 });
    expect(loaded.some((url) => MAP_CHUNK.test(url))).toBe(true);
  });

  test("the dashboard after sign-in needs at most 219 KB of JavaScript on the wire in 20 scripts, the login's included", async ({
    request,
  }) => {
    // Counted from the build, not from a page's timing: the login page's scripts and the static import closure of
    // the chunks the route table loads for /dashboard/, Brotli as sent. What loads after the first paint or when
    // opened is not in it, whatever the machine's load.
    const html = await (await request.get("/login")).text();
    // the entry ("main-<hash>.js") and the chunks it imports, as scripts or preloads
    const preloaded = [
      ...html.matchAll(
        /(?:<script type="module"[^>]* src|rel="modulepreload"[^>]* href)="\/assets\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1] ?? "");
    const entry = preloaded.find((file) => file.startsWith("main-"));
    expect(entry).toBeTruthy();
    const texts = new Map<string, string>();
    const textOf = async (file: string) => {
      const cached = texts.get(file);
      if (cached !== undefined) return cached;
      const text = await (await request.get(`/assets/${file}`)).text();
      texts.set(file, text);
      return text;
    };
    const entryText = await textOf(entry ?? "");
    const routeChunks = DASHBOARD_ROUTE_CHUNKS.map((name) => {
      const file = new RegExp(`assets/(${name}-[\\w-]{8}\\.js)`).exec(entryText)?.[1];
      expect(file, `the entry names the ${name} chunk`).toBeTruthy();
      return file ?? "";
    });
    const needed = new Set<string>();
    const pending = [entry ?? "", ...preloaded, ...routeChunks];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (needed.has(file)) continue;
      needed.add(file);
      for (const m of (await textOf(file)).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
        pending.push(m[1] ?? "");
    }
    let bytes = 0;
    for (const file of needed) {
      // (files too small to gain from compression are sent as they are)
      const response = await request.get(`/assets/${file}`, { headers: { "accept-encoding": "br" } });
      bytes += Number(response.headers()["content-length"]) + SCRIPT_HEADER_BYTES;
    }
    test
      .info()
      .annotations.push({ type: "figures", description: `${bytes} bytes in ${needed.size} scripts` });
    expect(needed.size).toBeGreaterThan(10);
    expect(needed.size, [...needed].join(", ")).toBeLessThanOrEqual(DASHBOARD_SCRIPT_BUDGET);
    expect(bytes, `${needed.size} scripts: ${[...needed].join(", ")}`).toBeLessThanOrEqual(
      DASHBOARD_JS_BUDGET,
    );
  });

  test("the dashboard loads no page's texts, a page below the shell loads them with its code", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(sent.url()));
    await signIn(page, "admin");
    await expect(page.getByTestId("welcome-banner")).toBeVisible({ timeout: 20_000 });
    expect(loaded.filter((url) => PAGE_TEXTS_CHUNK.test(url))).toEqual([]);

    await page.getByRole("link", { name: "Notifikasi" }).first().click();
    await expect(page.getByRole("heading", { name: "Notifikasi" }).first()).toBeVisible({ timeout: 20_000 });
    expect(loaded.some((url) => PAGE_TEXTS_CHUNK.test(url))).toBe(true);
    expect(await page.locator("body").textContent()).not.toMatch(/\bnotifications\.[a-z]+/);
  });
});
