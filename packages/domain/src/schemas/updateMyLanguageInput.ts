import { z } from "zod";
import { LANGUAGES } from "../language.js";

export const updateMyLanguageInputSchema = z.object({ language: z.enum(LANGUAGES) });

export type UpdateMyLanguageInput = z.infer<typeof updateMyLanguageInputSchema>;
