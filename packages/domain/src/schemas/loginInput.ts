import { z } from "zod";
import { requiredError } from "./issueKeys.js";

export const loginInputSchema = z.object({
  username: z.string({ error: requiredError }).trim().min(1).max(100),
  /** Not trimmed: spaces are part of a password. */
  password: z.string({ error: requiredError }).min(1).max(200),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
