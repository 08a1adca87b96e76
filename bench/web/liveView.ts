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
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { runGt06Load } from "../ingest/gt06Load.js";
import { BENCH_PASSWORD, createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { summarizeTrace } from "./traceSummary.js";

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
    /** records a Chromium trace of 10 s after the warm-up (before the measured window, two clicks on rows in it) */
    trace: { type: "string" },
    /** screenshots into this folder: the fleet's framing (city zoom) before the window; street and country zoom after */
    shots: { type: "string" },
    /** writes the measured window's CPU profile (.cpuprofile, opens in DevTools) into this file */
    cpuprofile: { type: "string" },
    keep: { type: "boolean", default: false },
    /**
     * Chromium without GPU compositing, as headless Chromium runs by default on a machine without a GPU: every
     * WebGL frame is read back to the main thread (`GLES2::ReadPixels`). Without it SwiftShader stands in for the
     * GPU an operator's PC has: it still draws on this machine's CPUs, but in the GPU process, beside the page.
     */
    "software-compositing": { type: "boolean", default: false },
  },
});

/** Chromium's GPU path with SwiftShader as the GPU (see --software-compositing). */
const SWIFTSHADER_GPU = [
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist",
  "--enable-gpu-rasterization",
];

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
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === "click" || e.name === "pointerup" || e.name === "pointerdown") window.__bench.events.push([e.startTime, e.name, e.duration, Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd - e.startTime)]); })
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
  // a row wholly inside the list's visible part: the virtualised list keeps a few rows below it in the page, and a
  // click at their centre would land on something else
  const box = await page.evaluate(() => {
    const scroller = document.querySelector("[data-testid='liveview-list-scroll']")?.getBoundingClientRect();
    const rows = [...document.querySelectorAll("[data-testid^='vehicle-row-']:not([data-active])")]
      .map((row) => row.getBoundingClientRect())
      .filter((rect) => scroller && rect.top >= scroller.top && rect.bottom <= scroller.bottom);
    const rect = rows[Math.floor(Math.random() * rows.length)];
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  });
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

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per script (or native entry such as "(program)") in ms over a CPU profile, largest first. */
function selfTimes(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const script = frame?.url ? (frame.url.split("/").pop() ?? "") : `(${frame?.functionName || "native"})`;
    self.set(script, (self.get(script) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * The profile's split in seconds: idle, native work outside scripts ("(program)": style, layout, paint, waiting on
 * the GPU), garbage collection, MapLibre's script and the app's scripts (React, TanStack Query, Mantine included).
 * CPU time of the main thread, so less sensitive to the machine's load than wall-time figures.
 */
function profileSplit(times: [string, number][]) {
  const split = { idle: 0, program: 0, gc: 0, maplibre: 0, app: 0 };
  for (const [script, ms] of times) {
    if (script === "((idle))") split.idle += ms;
    else if (script === "((program))") split.program += ms;
    else if (script === "((garbage collector))") split.gc += ms;
    else if (script.startsWith("maplibre-")) split.maplibre += ms;
    else split.app += ms;
  }
  return Object.fromEntries(Object.entries(split).map(([key, ms]) => [key, Number((ms / 1000).toFixed(1))]));
}

/** The figures as the rows of docs/performance.md's table. */
function printTable(result: {
  mainThreadBusyPct: number;
  longTasks: { count: number; over100ms: number; longestMs: number };
  list: { vehiclesListed: number; rowsInDom: number; scrolledToOtherRows: boolean };
  clickToCardMs: (number | null)[];
  eventTimingMaxMs: number;
  cpuSeconds: Record<string, number>;
  loadAverage: { start: number; end: number };
  compositing: string;
}) {
  const { cpuSeconds: cpu } = result;
  const rows: [string, string, string][] = [
    ["main thread busy (TaskDuration / wall time)", `${result.mainThreadBusyPct} %`, "≤ 35 %"],
    [
      "long tasks (count / over 100 ms)",
      `${result.longTasks.count} / ${result.longTasks.over100ms}`,
      "none > 100",
    ],
    ["longest task", `${result.longTasks.longestMs} ms`, "≤ 100 ms"],
    [
      "list: rows in the page / scrolled to middle, end",
      `${result.list.rowsInDom} of ${result.list.vehiclesListed} / ${result.list.scrolledToOtherRows ? "yes" : "no"}`,
      "virtualised",
    ],
    [
      "click on a row → its card painted (each click)",
      `${result.clickToCardMs.map((ms) => (ms === null ? "—" : ms)).join(", ")} ms`,
      "≤ 100 ms",
    ],
    ["longest Event Timing duration of the clicks (INP)", `${result.eventTimingMaxMs} ms`, "≤ 100 ms"],
    [
      "CPU profile: idle / (program) / GC / MapLibre / app",
      `${cpu.idle} / ${cpu.program} / ${cpu.gc} / ${cpu.maplibre} / ${cpu.app} s`,
      "",
    ],
    ["1-minute load average (start / end)", `${result.loadAverage.start} / ${result.loadAverage.end}`, ""],
    ["Chromium compositing", result.compositing, ""],
  ];
  console.log(`| ${SECONDS} s measured | ${VEHICLES} vehicles | target |\n| --- | ---: | --- |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

/**
 * Closes what a new operator's first visit opens over the page (announcements, the notification set-up): the
 * clicks on the list would land on its overlay (the runs before 2026-11-24 11:40 UTC lost their first clicks so).
 */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 5; i++) {
    const dialog = page.getByRole("dialog").first();
    if (!(await dialog.isVisible())) return;
    log(`closing a dialog over the page: ${((await dialog.textContent()) ?? "").trim().slice(0, 60)}`);
    await page.keyboard.press("Escape");
    await sleep(1_000);
  }
}

/**
 * After the clicks the map is at street zoom on the last clicked vehicle (plates, the card, the selection ring);
 * then 9 zoom steps out, to country zoom (clusters).
 */
async function screenshots(page: Page, dir: string) {
  await sleep(2_500);
  await page.screenshot({ path: `${dir}/street.png` });
  const canvas = page.locator("canvas.maplibregl-canvas");
  await canvas.focus();
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press("Minus");
    await sleep(700);
  }
  await sleep(2_500);
  await page.screenshot({ path: `${dir}/country.png` });
  log(`screenshots in ${dir}`);
}

/** 10 s of a Chromium trace with two clicks on rows in it: what the main thread did, by event, and its longest tasks. */
async function traceMainThread(browser: import("playwright-core").Browser, page: Page, path: string) {
  const { readFileSync } = await import("node:fs");
  await browser.startTracing(page, {
    path,
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink",
      "v8",
      "gpu",
      "disabled-by-default-v8.cpu_profiler",
    ],
  });
  const clicks: (number | null)[] = [];
  for (let i = 0; i < 2; i++) {
    await sleep(3_000);
    clicks.push(await clickToCard(page));
  }
  await sleep(4_000);
  await browser.stopTracing();
  log(`clicks in the trace: ${clicks.map((ms) => (ms === null ? "—" : ms)).join(", ")} ms`);
  const { traceEvents } = JSON.parse(readFileSync(path, "utf8")) as {
    traceEvents: Parameters<typeof summarizeTrace>[0];
  };
  log(`trace (${path}): ${JSON.stringify(summarizeTrace(traceEvents), null, 2)}`);
}

async function main() {
  const url = values["database-url"];
  log(`bench database ${url}: seeding ${VEHICLES} vehicles`);
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: VEHICLES, imeiBase: IMEI_BASE });
  const ports = await freePorts();
  const server = await startBenchServer({
    repoRoot,
    databaseUrl: url,
    ports,
  });
  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: ["--no-sandbox", ...(values["software-compositing"] ? [] : SWIFTSHADER_GPU)],
  });
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
    await closeDialogs(page);
    if (values.shots) {
      mkdirSync(values.shots, { recursive: true });
      await page.screenshot({ path: `${values.shots}/fleet.png` });
    }
    if (values.trace) await traceMainThread(browser, page, values.trace);

    const cdp = await context.newCDPSession(page);
    // timeTicks: TaskDuration is the wall time of the main thread's tasks (the machine's other load included)
    await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
    const startedAt = (await page.evaluate("performance.now()")) as number;
    const loadAtStart = loadavg()[0] ?? 0;
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
      profile: CpuProfile;
    };
    if (values.cpuprofile)
      (await import("node:fs")).writeFileSync(values.cpuprofile, JSON.stringify(profile));
    const times = selfTimes(profile);
    const bench = (await page.evaluate("window.__bench")) as {
      longTasks: [number, number][];
      /** start, type, duration, then when its handlers started and ended, in ms after its start */
      events: [number, string, number, number, number][];
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
      /**
       * every pointerdown, pointerup and click of 16 ms or more: ms into the window, type, duration, and when its
       * handlers started and ended (ms after the input): what follows the handlers is the wait for the frame
       */
      eventTimings: bench.events
        .filter(([start]) => start >= startedAt)
        .map(([start, ...rest]) => [Math.round(start - startedAt), ...rest]),
      selfTimeByScript: times.slice(0, 8).map(([script, ms]) => ({ script, ms: Math.round(ms) })),
      cpuSeconds: profileSplit(times),
      loadAverage: { start: Number(loadAtStart.toFixed(1)), end: Number((loadavg()[0] ?? 0).toFixed(1)) },
      compositing: values["software-compositing"] ? "software (WebGL read back)" : "GPU (SwiftShader)",
    };
    console.log(JSON.stringify(result, null, 2));
    printTable(result);
    if (values.out) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
    }
    if (values.shots) await screenshots(page, values.shots);
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
