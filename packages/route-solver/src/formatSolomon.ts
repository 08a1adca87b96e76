import type { Instance } from "./instance.js";

/** Writes an instance in Solomon's text layout (what parseSolomon reads). */
export function formatSolomon(instance: Instance): string {
  const rows = Array.from({ length: instance.customers + 1 }, (_, node) =>
    [
      node,
      instance.x[node],
      instance.y[node],
      instance.demand[node],
      instance.ready[node],
      instance.due[node],
      instance.service[node],
    ]
      .map((v) => String(v).padStart(10))
      .join(""),
  );
  return [
    instance.name,
    "",
    "VEHICLE",
    "NUMBER     CAPACITY",
    `${String(instance.vehicles).padStart(5)}${String(instance.capacity).padStart(12)}`,
    "",
    "CUSTOMER",
    "CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME",
    "",
    ...rows,
    "",
  ].join("\r\n");
}
