/** What the media views need of a download-history row. */
interface StoredFileRow {
  id: number;
  status: string;
  url?: string | null;
  contentType?: string | null;
  startTime: string;
}

/** A still image (an alarm's snapshot) rather than a clip. */
export const isSnapshot = (row: { contentType?: string | null }) =>
  row.contentType?.startsWith("image/") ?? false;

/** The same alarm: a file whose window starts within a minute of the alert (the popup's ±60 s). */
const nearAlert = (row: StoredFileRow, alertTime: number) =>
  Math.abs(Date.parse(row.startTime) - alertTime) <= 60_000;

/** The stored snapshots of an alert's alarm, from the vehicle's download history around it. */
export function alertSnapshots(rows: readonly StoredFileRow[], alertTime: number) {
  return rows.flatMap((row) =>
    row.status === "S" && row.url && isSnapshot(row) && nearAlert(row, alertTime)
      ? [{ id: row.id, url: row.url }]
      : [],
  );
}

/** The rows the clip flow reads: clips near the alert (snapshots are shown beside the player, not played). */
export function alertClipRows<Row extends StoredFileRow>(rows: readonly Row[], alertTime: number): Row[] {
  return rows.filter((row) => nearAlert(row, alertTime) && !isSnapshot(row));
}
