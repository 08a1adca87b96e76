/**
 * Operator live view with 5,000 moving vehicles (build first: `npm run build`; needs PostgreSQL):
 *
 *   npx tsx bench/web/liveView.ts                       # 5,000 vehicles, 60 s measured
 *   npx tsx bench/web/liveView.ts --vehicles 5000 --seconds 60 --out /tmp/armada-liveview.json
 *
 * Creates a bench database (`--database-url`, default postgres://postgres@127.0.0.1:5432/armada_bench_liveview),
 * seeds one company with N vehicles each carrying a GT06 tracker (bench/ingest/seed.ts), starts the built server,
 * connects N GT06 trackers over TCP that each send one position a second through the real gateway
 * (bench/ingest/gt06Load.ts), and opens /liveview-2/ in Debian's Chromium (playwright-core) at 1440 × 900. Over the
 * measured window, through the DevTools protocol and the page's own observers:
 *
 * - main-thread busy: Performance.getMetrics TaskDuration (time the renderer's main thread ran tasks) over wall time;
 * - long tasks: `longtask` entries, the longest and how many exceeded 50 and 100 ms;
 * - the list: scrolled to its middle and end every few seconds; it must render other rows there (virtualised);
 * - a click on a vehicle row: from the pointer press to the vehicle card painted with that plate (a
 *   requestAnimationFrame after the card appears), and the Event Timing duration of the click (INP's measure).
 *
 * See docs/performance.md. Not part of `make test`.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { runGt06Load } from "../ingest/gt06Load.js";
import { BENCH_PASSWORD, createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";

const { values } = parseArgs({
  options: {
    vehicles: { type: "string", default: "5000" },
    seconds: { type: "string", default: "60" },
    clicks: { type: "string", default: "6" },
    "database-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/armada_bench_liveview",
    },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    out: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

const VEHICLES = Number(values.vehicles);
const SECONDS = Number(values.seconds);
const CLICKS = Number(values.clicks);
const IMEI_BASE = 868_000_000_000_000n;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const log = (line: string) => console.log(`[liveview ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long tasks and Event Timing entries, observed in the page from its first script on. */
const OBSERVERS = `
  window.__bench = { longTasks: [], events: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === "click" || e.name === "pointerup" || e.name === "pointerdown") window.__bench.events.push([e.startTime, e.name, e.duration]); })
    .observe({ type: "event", durationThreshold: 16, buffered: true });
`;

async function taskSeconds(cdp: import("playwright-core").CDPSession): Promise<number> {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  return metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0;
}

/** Scrolls the list to `fraction` of its height; returns the vehicle ids of the rows rendered there. */
async function scrollList(page: Page, fraction: number): Promise<string[]> {
  return page.evaluate(async (at) => {
    const scroller = document.querySelector<HTMLElement>("[data-testid='liveview-list-scroll']");
    if (!scroller) return [];
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...scroller.querySelectorAll("[data-testid^='vehicle-row-']")].map(
      (row) => row.getAttribute("data-testid") ?? "",
    );
  }, fraction);
}

/**
 * Clicks a row in view; ms from the press to the card with the pressed row's plate painted. The plate is read
 * at the press (the rows re-sort as statuses change, so the row under the pointer may differ from a moment ago).
 */
async function clickToCard(page: Page): Promise<number | null> {
  // not the selected row: pressing it again would change nothing in the page
  const rows = page.locator("[data-testid^='vehicle-row-']:not([data-active])");
  const count = await rows.count();
  if (count === 0) return null;
  const box = await rows.nth(Math.floor(Math.random() * Math.min(count, 10))).boundingBox();
  if (!box) return null;
  // a string, not a function: tsx would wrap named inner functions in a helper the page does not have. The
  // listeners are installed (and that awaited) before the press: on a busy main thread an evaluation queued next to
  // the click can run after it, and the press would go unseen.
  await page.evaluate(`window.__cardWait = new Promise((resolve) => {
    let pressed = 0;
    let plate = "";
    const check = () => {
      const card = document.querySelector("[data-testid='vehicle-card-plate']");
      if (!pressed || !plate || card?.textContent?.trim() !== plate) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed), 0));
    };
    const observer = new MutationObserver(check);
    addEventListener("pointerdown", (event) => {
      pressed = performance.now();
      plate = event.target.closest("[data-testid^='vehicle-row-']")?.querySelector("p")?.textContent?.trim() ?? "";
    }, { capture: true, once: true });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }); undefined`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const waitForCard = page.evaluate("window.__cardWait") as Promise<number>;
  const ms = await Promise.race([waitForCard, sleep(5_000).then(() => Number.NaN)]);
  return Number.isNaN(ms) ? null : Math.round(ms);
}

/** Where the main thread's time went during a CPU profile: self time per script, the top entries. */
function profileSummary(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const script = frame?.url ? (frame.url.split("/").pop() ?? "") : `(${frame?.functionName || "native"})`;
    self.set(script, (self.get(script) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([script, ms]) => ({ script, ms: Math.round(ms) }));
}

async function main() {
  const url = values["database-url"];
  log(`bench database ${url}: seeding ${VEHICLES} vehicles`);
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: VEHICLES, imeiBase: IMEI_BASE });
  const ports = await freePorts();
  const server = await startBenchServer({
    repoRoot,
    entry: "apps/server/dist/main.js",
    databaseUrl: url,
    ports,
  });
  const browser = await chromium.launch({ executablePath: values.chromium, args: ["--no-sandbox"] });
  try {
    // the trackers first: the live view opens on a fleet that is already moving
    let started!: () => void;
    const loadStarted = new Promise<void>((resolve) => (started = resolve));
    const warmupS = 20;
    const loadRun = runGt06Load({
      host: "127.0.0.1",
      port: ports.gt06,
      devices: VEHICLES,
      rate: VEHICLES,
      // the page's load and warm-up, the measured window and the clicks' slack
      durationS: warmupS + SECONDS + 60,
      connectRate: 2_000,
      heartbeatS: 180,
      imeiBase: IMEI_BASE,
      onLoadStart: () => started(),
      log: (line) => log(`load ${line}`),
    });
    await loadStarted;
    log(`${VEHICLES} trackers logged in, sending one position per vehicle per second`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "id-ID" });
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const base = `http://127.0.0.1:${ports.http}`;
    await page.goto(`${base}/login`);
    await page.getByTestId("login-username").fill(seed.username);
    await page.getByTestId("login-password").fill(BENCH_PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    await page.goto(`${base}/liveview-2/`);
    await page.getByTestId("liveview-list").waitFor({ timeout: 120_000 });
    await page.locator("canvas.maplibregl-canvas").waitFor({ timeout: 60_000 });
    log(`live view open; warming up ${warmupS} s`);
    await sleep(warmupS * 1000);

    const cdp = await context.newCDPSession(page);
    // timeTicks: TaskDuration is the wall time of the main thread's tasks (the machine's other load included)
    await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
    const startedAt = (await page.evaluate("performance.now()")) as number;
    const busyStart = await taskSeconds(cdp);
    const wallStart = Date.now();
    const clicks: (number | null)[] = [];
    const scrolls: { fraction: number; rows: number; firstRow: string }[] = [];
    const step = (SECONDS * 1000) / (CLICKS + 1);
    for (let i = 1; i <= CLICKS && Date.now() - wallStart < SECONDS * 1000 - step / 2; i++) {
      await sleep(step / 2);
      for (const fraction of [0.5, 1, 0]) {
        const rows = await scrollList(page, fraction);
        scrolls.push({ fraction, rows: rows.length, firstRow: rows[0] ?? "" });
      }
      await sleep(step / 2 - 200);
      clicks.push(await clickToCard(page));
    }
    await sleep(Math.max(0, wallStart + SECONDS * 1000 - Date.now()));
    const wallS = (Date.now() - wallStart) / 1000;
    const busyS = (await taskSeconds(cdp)) - busyStart;
    const { profile } = (await cdp.send("Profiler.stop")) as {
      profile: Parameters<typeof profileSummary>[0];
    };
    const bench = (await page.evaluate("window.__bench")) as {
      longTasks: [number, number][];
      events: [number, string, number][];
    };
    const tasks = bench.longTasks.filter(([start]) => start >= startedAt).map(([, duration]) => duration);
    const events = bench.events.filter(([start]) => start >= startedAt).map(([, , duration]) => duration);
    const rendered = await page.locator("[data-testid^='vehicle-row-']").count();
    const listed = await page.getByTestId("liveview-list").getAttribute("data-count");
    const result = {
      vehicles: VEHICLES,
      measuredS: Number(wallS.toFixed(1)),
      mainThreadBusyPct: Number(((busyS / wallS) * 100).toFixed(1)),
      longTasks: {
        count: tasks.length,
        over100ms: tasks.filter((duration) => duration > 100).length,
        longestMs: Math.round(Math.max(0, ...tasks)),
      },
      list: {
        vehiclesListed: Number(listed),
        rowsInDom: rendered,
        scrolledToOtherRows: scrolls
          .filter((s) => s.fraction > 0)
          .every((s) => s.rows > 0 && s.firstRow !== ""),
        scrolls,
      },
      /** null: the card did not show the pressed row's vehicle within 5 s */
      clickToCardMs: clicks,
      clickToCardMaxMs: clicks.includes(null) ? null : Math.max(0, ...(clicks as number[])),
      eventTimingMaxMs: Math.round(Math.max(0, ...events)),
      selfTimeByScript: profileSummary(profile),
    };
    console.log(JSON.stringify(result, null, 2));
    if (values.out) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
    }
    await context.close();
    const load = await loadRun;
    log(`load: ${JSON.stringify(load.summary)}`);
    await load.close();
  } finally {
    await browser.close();
    await stopBenchServer(server);
    if (!values.keep) await dropBenchDatabase(url);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
