import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSolomon } from "./formatSolomon.js";
import { InstanceFormatError, parseSolomon } from "./parseSolomon.js";
import { arbitraryInstance } from "./testing/arbitraryInstance.js";

// The head of Solomon's C101 as distributed: CRLF line endings and a blank line holding one space.
const C101_HEAD = [
  "C101",
  "",
  "VEHICLE",
  "NUMBER     CAPACITY",
  "  25         200",
  "",
  "CUSTOMER",
  "CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME",
  " ",
  "    0      40         50          0          0       1236          0   ",
  "    1      45         68         10        912        967         90   ",
  "    2      45         70         30        825        870         90   ",
].join("\r\n");

describe("parseSolomon", () => {
  it("reads the name, the fleet, the capacity and every node of Solomon's layout", () => {
    const instance = parseSolomon(C101_HEAD);
    expect(instance.name).toBe("C101");
    expect(instance.vehicles).toBe(25);
    expect(instance.capacity).toBe(200);
    expect(instance.customers).toBe(2);
    expect([...instance.due]).toEqual([1236, 967, 870]);
    expect([...instance.service]).toEqual([0, 90, 90]);
  });

  it("reads back what formatSolomon writes, for any instance", () => {
    fc.assert(
      fc.property(arbitraryInstance, (instance) => {
        expect(parseSolomon(formatSolomon(instance))).toEqual(instance);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ["", /the file is empty/],
    ["C101\r\nCUSTOMER\r\n", /no VEHICLE block/],
    [
      C101_HEAD.replace("  25         200", "  25"),
      /line 5: the VEHICLE block needs a row with NUMBER and CAPACITY/,
    ],
    [C101_HEAD.replace("  25         200", "  25         -5"), /line 5: the capacity must be positive/],
    [C101_HEAD.replace("CUSTOMER", "CLIENTS"), /no CUSTOMER block/],
    [
      C101_HEAD.replace("    1      45         68", "    1      45"),
      /line 11: a node row has 7 numbers, this one has 6/,
    ],
    [C101_HEAD.replace("        912", "        9x2"), /line 11: ready time is not a number: "9x2"/],
    [
      C101_HEAD.replace("    2      45         70", "    3      45         70"),
      /line 12: .*expected 2, found 3/,
    ],
    [C101_HEAD.replace("912        967", "990        967"), /line 11: ready time 990 is after due date 967/],
    [
      C101_HEAD.replace("50          0          0", "50          5          0"),
      /line 10: the depot \(node 0\) must have demand 0/,
    ],
  ])("rejects a malformed file with a clear error (%#)", (text, message) => {
    expect(() => parseSolomon(text)).toThrow(InstanceFormatError);
    expect(() => parseSolomon(text)).toThrow(message);
  });
});
