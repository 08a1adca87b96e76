import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { terbilang } from "./terbilang.js";

/** Reads the words back into a number: an independent inverse, so the property checks the words mean the amount. */
function readBack(words: string): number {
  const units: Record<string, number> = {
    nol: 0,
    satu: 1,
    dua: 2,
    tiga: 3,
    empat: 4,
    lima: 5,
    enam: 6,
    tujuh: 7,
    delapan: 8,
    sembilan: 9,
    sepuluh: 10,
    sebelas: 11,
    seratus: 100,
    seribu: 1000,
  };
  const scales: Record<string, number> = { ribu: 1e3, juta: 1e6, miliar: 1e9, triliun: 1e12 };
  let total = 0;
  let group = 0;
  for (const word of words.replace(/ rupiah$/, "").split(" ")) {
    if (word === "seribu") total += 1000;
    else if (word in units) group += units[word] as number;
    else if (word === "belas") group += 10;
    else if (word === "puluh") group += (group % 10) * 9;
    else if (word === "ratus") group += (group % 10) * 99;
    else if (word in scales) {
      total += group * (scales[word] as number);
      group = 0;
    } else throw new Error(`unknown word ${word}`);
  }
  return total + group;
}

describe("terbilang (an amount in Indonesian words)", () => {
  it("writes the forms an invoice needs", () => {
    expect(terbilang(0)).toBe("nol rupiah");
    expect(terbilang(11)).toBe("sebelas rupiah");
    expect(terbilang(19)).toBe("sembilan belas rupiah");
    expect(terbilang(100)).toBe("seratus rupiah");
    expect(terbilang(1_000)).toBe("seribu rupiah");
    expect(terbilang(1_111)).toBe("seribu seratus sebelas rupiah");
    expect(terbilang(1_000_000)).toBe("satu juta rupiah");
    expect(terbilang(5_995_000)).toBe("lima juta sembilan ratus sembilan puluh lima ribu rupiah");
    expect(terbilang(2_001_000_010)).toBe("dua miliar satu juta sepuluh rupiah");
    expect(terbilang(101_000)).toBe("seratus satu ribu rupiah");
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(-1)).toThrow(RangeError);
  });

  it("reads back as the amount, for any amount up to 999 triliun", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (amount) => {
        const words = terbilang(amount);
        expect(words).toMatch(/^[a-z]+( [a-z]+)* rupiah$/);
        // seratus, sepuluh, sebelas, never "satu ratus"; and a lone thousand is seribu
        expect(words).not.toMatch(/\bsatu (ratus|puluh|belas)\b/);
        expect(words).not.toMatch(/^satu ribu|(juta|miliar|triliun) satu ribu/);
        expect(readBack(words)).toBe(amount);
      }),
    );
  });
});
