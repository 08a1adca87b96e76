import { parseIndonesianPhone } from "../phone.js";

/** Indexes of contacts whose phone (as E.164) appears earlier in the list. */
export function duplicatePhoneIndexes(phones: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  phones.forEach((phone, index) => {
    const normalised = parseIndonesianPhone(phone) ?? phone.replace(/\D/g, "");
    if (seen.has(normalised)) duplicates.push(index);
    seen.add(normalised);
  });
  return duplicates;
}
