import { z } from "zod";
import { requiredError } from "./issueKeys.js";

export const deleteBankAccountInputSchema = z.object({
  bankAccountId: z.number({ error: requiredError }).int().min(1),
});

export type DeleteBankAccountInput = z.infer<typeof deleteBankAccountInputSchema>;
