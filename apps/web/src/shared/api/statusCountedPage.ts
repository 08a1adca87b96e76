/** A page of a list the server answers with its total and a count per status (the lists with status chips). */
export interface StatusCountedAnswer<Row> {
  list?: readonly Row[] | null;
  pagination?: { total: number } | null;
  statusCounts?: readonly { status: string; count: number }[] | null;
}

/** The page's rows, the list's total and the count per status (a status no row has is absent). */
export function statusCountedPage<Row>(answer: StatusCountedAnswer<Row>) {
  return {
    rows: answer.list ?? [],
    total: answer.pagination?.total ?? 0,
    counts: Object.fromEntries((answer.statusCounts ?? []).map((row) => [row.status, row.count])),
  };
}
