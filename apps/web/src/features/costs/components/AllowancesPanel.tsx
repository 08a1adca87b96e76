import { Stack } from "@mantine/core";
import type { AllowanceFilter } from "../api/allowances";
import { AllowanceBalances } from "./AllowanceBalances";
import { AllowancesTable } from "./AllowancesTable";

/** The allowances tab: the drivers' outstanding balances over the filter's allowances. */
export function AllowancesPanel(props: { filter: AllowanceFilter; onOpen: (allowanceId: number) => void }) {
  return (
    <Stack gap="md">
      <AllowanceBalances />
      <AllowancesTable filter={props.filter} onOpen={(row) => props.onOpen(row.allowanceId)} />
    </Stack>
  );
}
