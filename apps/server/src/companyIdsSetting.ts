import { z } from "zod";

/** An environment setting listing company ids, comma-separated; empty is none. `name` is said in its error. */
export const companyIdsSetting = (name: string) =>
  z
    .string()
    .default("")
    .transform((text) =>
      text
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.int(`${name}: comma-separated company ids`).positive()));
