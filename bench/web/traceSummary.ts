/**
 * Where a Chromium trace says the renderer's main thread spent its time: self time per event name (nested complete
 * events, the children's time taken out of the parent's) and the longest tasks, for `liveView.ts --trace`.
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
    const data = event.args?.data;
    const key =
      event.name === "FunctionCall" && data?.url ? `FunctionCall ${data.url.split("/").pop()}` : event.name;
    self.set(key, (self.get(key) ?? 0) + dur);
    stack.push({ end: event.ts + dur, key });
  }
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
  };
}
