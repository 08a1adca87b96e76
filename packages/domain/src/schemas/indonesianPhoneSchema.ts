import { z } from "zod";
import { parseIndonesianPhone } from "../phone.js";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";

/** A required Indonesian phone number, returned in E.164; otherwise the issue phoneInvalid. */
export const indonesianPhoneSchema = z
  .string({ error: requiredError })
  .max(30)
  .transform((value, ctx) => {
    const phone = parseIndonesianPhone(value);
    if (phone) return phone;
    ctx.issues.push({ code: "custom", message: ISSUE_KEYS.phoneInvalid, input: value });
    return z.NEVER;
  });
