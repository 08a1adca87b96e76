import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { describeConnectionBudget, openFileLimit } from "./connectionBudget.js";

const limitsFile = (maxOpenFiles: string) => {
  const path = join(mkdtempSync(join(tmpdir(), "limits-")), "limits");
  writeFileSync(
    path,
    [
      "Limit                     Soft Limit           Hard Limit           Units     ",
      "Max cpu time              unlimited            unlimited            seconds   ",
      `Max open files            ${maxOpenFiles}                65536                files     `,
    ].join("\n"),
  );
  return path;
};

describe("connection budget", () => {
  it("reads the soft open-file limit", () => {
    expect(openFileLimit(limitsFile("20000"))).toBe(20_000);
    expect(openFileLimit(limitsFile("unlimited"))).toBeNull();
    expect(openFileLimit("/nonexistent/limits")).toBeNull();
  });

  it("fits the default caps in a 20,000-descriptor process", () => {
    const { connectionLimits } = loadConfig({});
    expect(describeConnectionBudget(connectionLimits, 20_000).warning).toBeNull();
  });

  it("warns when the caps need more descriptors than the process may open", () => {
    const { connectionLimits } = loadConfig({ MAX_PUBLIC_SOCKETS: "50000" });
    const { warning, summary } = describeConnectionBudget(connectionLimits, 20_000);
    expect(summary.needed).toBe(10_000 + 2_000 + 50_000 + 1_000);
    expect(warning).toMatch(/exceeds the open-file limit 20000/);
  });

  it("refuses a cap that is not a positive whole number", () => {
    expect(() => loadConfig({ MAX_DEVICE_CONNECTIONS: "0" })).toThrow(/MAX_DEVICE_CONNECTIONS/);
    expect(() => loadConfig({ MAX_PUBLIC_SOCKETS_PER_LINK: "1e3x" })).toThrow(/MAX_PUBLIC_SOCKETS_PER_LINK/);
  });
});
