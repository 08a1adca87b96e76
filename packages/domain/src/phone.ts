import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";

/** Phone numbers are parsed as Indonesian numbers (docs/spec/temporary-live-view.md §5, §9). */
export const PHONE_REGION = "ID";

/**
 * Parses a phone number as an Indonesian number and returns it in E.164 (`+6281234567890`),
 * or null when it is not a valid number. Accepts `081234567890`, `81234567890` (typed after the
 * +62 prefix shown in the UI), `+62 812-3456-7890`, `(021) 555-1234`.
 */
export function parseIndonesianPhone(input: string): string | null {
  const text = input.trim();
  if (text === "" || !isValidPhoneNumber(text, PHONE_REGION)) return null;
  return parsePhoneNumberFromString(text, PHONE_REGION)?.number ?? null;
}

export function isValidIndonesianPhone(input: string): boolean {
  return parseIndonesianPhone(input) !== null;
}
