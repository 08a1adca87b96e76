import { z } from "zod";
import { requiredError } from "./issueKeys.js";

export const deleteBankAccountInputSchema = z.object({
  bankAccountId: z.int32({ error: requiredError }).min(1),
});

export type DeleteBankAccountInput = z.infer<typeof deleteBankAccountInputSchema>;
