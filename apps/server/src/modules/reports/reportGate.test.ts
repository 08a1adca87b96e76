import { describe, expect, it } from "vitest";
import { createReportGate } from "./reportGate.js";

/** a run that lasts until `finish` is called */
function pending() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("createReportGate", () => {
  it("runs two of a company's reports at once, queues the next ones and refuses beyond the queue", async () => {
    const gate = createReportGate({ running: 2, waiting: 1 });
    const started: string[] = [];
    const run = (name: string, companyId = 1) => {
      const work = pending();
      const result = gate(companyId, async () => {
        started.push(name);
        await work.done;
        return name;
      });
      return { result, finish: work.finish };
    };
    const a = run("a");
    const b = run("b");
    const c = run("c");
    const other = run("other company", 2);
    await Promise.resolve();
    expect(started).toEqual(["a", "b", "other company"]);
    await expect(run("d").result).rejects.toMatchObject({ errorName: "ReportsBusy", status: 429 });
    a.finish();
    expect(await a.result).toBe("a");
    await Promise.resolve();
    expect(started).toContain("c");
    b.finish();
    c.finish();
    other.finish();
    expect(await Promise.all([b.result, c.result, other.result])).toEqual(["b", "c", "other company"]);
    // all places free again
    const e = run("e");
    const f = run("f");
    e.finish();
    f.finish();
    expect(await Promise.all([e.result, f.result])).toEqual(["e", "f"]);
  });

  it("frees the place of a run that fails", async () => {
    const gate = createReportGate({ running: 1, waiting: 0 });
    await expect(gate(1, () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await gate(1, async () => "next")).toBe("next");
  });
});
