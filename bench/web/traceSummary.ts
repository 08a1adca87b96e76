/**
 * Where a Chromium trace says the renderer's main thread spent its time: self time per event name (nested complete
 * events, the children's time taken out of the parent's) and the longest tasks, for `liveView.ts --trace`; and how
 * busy the GPU process's main thread was (with SwiftShader it draws the WebGL frames and presents the page's frames,
 * so its long tasks delay a click's paint).
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
}

export interface TraceSummary {
  wallMs: number;
  /** top-level tasks (RunTask) of the main thread */
  taskMs: number;
  longestTasksMs: number[];
  selfMsByEvent: { name: string; ms: number }[];
  /** the GPU process's main thread (CrGpuMain): its top-level tasks' time and the longest of them */
  gpuMain: { taskMs: number; longestTasksMs: number[] } | null;
}

/** Top-level complete events of one thread (the trace's tasks), longest first, in ms. */
function topLevelTasksMs(events: TraceEvent[], pid: number, tid: number): number[] {
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of own) {
    if (event.ts < end) continue;
    tasks.push((event.dur ?? 0) / 1000);
    end = event.ts + (event.dur ?? 0);
  }
  return tasks.sort((a, b) => b - a);
}

export function summarizeTrace(events: TraceEvent[], top = 25): TraceSummary {
  const threadName = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  const main = events
    .filter(
      (e) =>
        threadName &&
        e.pid === threadName.pid &&
        e.tid === threadName.tid &&
        e.ph === "X" &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; key: string }[] = [];
  const tasks: number[] = [];
  for (const event of main) {
    const dur = event.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - dur);
    if (!parent && event.name === "RunTask") tasks.push(dur / 1000);
    // the trace's JavaScript sampler starting (about 150 ms) is the bench's, not the page's
    if (event.name === "CpuProfiler::StartProfiling") tasks.pop();
    const data = event.args?.data;
    const key =
      event.name === "FunctionCall" && data?.url ? `FunctionCall ${data.url.split("/").pop()}` : event.name;
    self.set(key, (self.get(key) ?? 0) + dur);
    stack.push({ end: event.ts + dur, key });
  }
  const gpuThread = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrGpuMain",
  );
  const gpuTasks = gpuThread ? topLevelTasksMs(events, gpuThread.pid, gpuThread.tid) : null;
  const first = main[0]?.ts ?? 0;
  const last = main.reduce((end, e) => Math.max(end, e.ts + (e.dur ?? 0)), first);
  return {
    wallMs: Math.round((last - first) / 1000),
    taskMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
    longestTasksMs: tasks
      .sort((a, b) => b - a)
      .slice(0, 10)
      .map(Math.round),
    selfMsByEvent: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000) })),
    gpuMain: gpuTasks && {
      taskMs: Math.round(gpuTasks.reduce((sum, ms) => sum + ms, 0)),
      longestTasksMs: gpuTasks.slice(0, 10).map(Math.round),
    },
  };
}
