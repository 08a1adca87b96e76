import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";

/** Indonesian plate: region code (1-2 letters), number (1-4 digits), suffix (0-3 letters). */
const PLATE = /^([A-Z]{1,2}) ?([0-9]{1,4}) ?([A-Z]{0,3})$/;

/**
 * The plate in its stored form, upper case with single spaces ("b1234cd" -> "B 1234 CD"), or null
 * when it is not an Indonesian plate.
 */
export function normalizeLicensePlate(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\s+/g, " ");
  const match = PLATE.exec(compact);
  if (!match) return null;
  return [match[1], match[2], match[3]].filter((part) => part).join(" ");
}

/** Comparison key of a plate: upper case without spaces ("b 1234 cd" and "B1234CD" are the same plate). */
export function licensePlateKey(input: string): string {
  return input.toUpperCase().replace(/\s+/g, "");
}

/** A required plate, normalised to its stored form. */
export const licensePlateSchema = z
  .string({ error: requiredError })
  .trim()
  .min(1)
  .max(20)
  .transform((value, ctx) => {
    const plate = normalizeLicensePlate(value);
    if (plate === null) {
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.licensePlateInvalid, input: value });
      return z.NEVER;
    }
    return plate;
  });
