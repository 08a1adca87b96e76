import { Stack } from "@mantine/core";
import type { EtollCardRow } from "../api/etoll";
import { EtollCardsTable } from "./EtollCardsTable";
import { EtollStatementImport } from "./EtollStatementImport";

/** The e-toll tab: the company's cards and the import of their statements. */
export function EtollPanel(props: { onEdit: (card: EtollCardRow) => void }) {
  return (
    <Stack gap="md">
      <EtollCardsTable onEdit={props.onEdit} />
      <EtollStatementImport />
    </Stack>
  );
}
