import { blankInstance, type Instance } from "./instance.js";

export class InstanceFormatError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = "InstanceFormatError";
  }
}

/**
 * Parses an instance in Solomon's text layout (also used by Gehring & Homberger's 200–1000-customer instances):
 * the name, a VEHICLE block with NUMBER and CAPACITY, a CUSTOMER block with one row of seven numbers per node
 * (number, x, y, demand, ready time, due date, service time), the depot first as node 0.
 */
export function parseSolomon(text: string): Instance {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ words: line.trim().split(/\s+/).filter(Boolean), line: index + 1 }));
  const nonEmpty = lines.filter((l) => l.words.length > 0);
  const name = nonEmpty[0]?.words.join(" ");
  if (!name) throw new InstanceFormatError("the file is empty");

  const vehicleHeader = nonEmpty.findIndex((l) => l.words[0]?.toUpperCase() === "VEHICLE");
  if (vehicleHeader < 0) throw new InstanceFormatError("no VEHICLE block");
  const fleetRow = nonEmpty[vehicleHeader + 2];
  if (fleetRow?.words.length !== 2) {
    throw new InstanceFormatError("the VEHICLE block needs a row with NUMBER and CAPACITY", fleetRow?.line);
  }
  const vehicles = toNumber(fleetRow.words[0], "vehicle number", fleetRow.line);
  const capacity = toNumber(fleetRow.words[1], "capacity", fleetRow.line);
  if (!Number.isInteger(vehicles) || vehicles < 1) {
    throw new InstanceFormatError(
      `the vehicle number must be a positive integer, not ${vehicles}`,
      fleetRow.line,
    );
  }
  if (capacity <= 0)
    throw new InstanceFormatError(`the capacity must be positive, not ${capacity}`, fleetRow.line);

  const customerHeader = nonEmpty.findIndex((l) => l.words[0]?.toUpperCase() === "CUSTOMER");
  if (customerHeader < 0) throw new InstanceFormatError("no CUSTOMER block");
  const rows = nonEmpty.slice(customerHeader + 2);
  if (rows.length < 2)
    throw new InstanceFormatError("the CUSTOMER block needs the depot and at least one customer");

  const size = rows.length;
  const instance = blankInstance({ name, customers: size - 1, vehicles, capacity });
  rows.forEach((row, node) => {
    if (row.words.length !== 7) {
      throw new InstanceFormatError(`a node row has 7 numbers, this one has ${row.words.length}`, row.line);
    }
    const [id, x, y, demand, ready, due, service] = row.words.map((w, i) =>
      toNumber(w, COLUMNS[i], row.line),
    );
    if (id !== node)
      throw new InstanceFormatError(
        `nodes must be numbered 0, 1, 2, …: expected ${node}, found ${id}`,
        row.line,
      );
    if (demand < 0 || service < 0)
      throw new InstanceFormatError("demand and service time cannot be negative", row.line);
    if (ready > due) throw new InstanceFormatError(`ready time ${ready} is after due date ${due}`, row.line);
    if (node === 0 && demand !== 0)
      throw new InstanceFormatError("the depot (node 0) must have demand 0", row.line);
    instance.x[node] = x;
    instance.y[node] = y;
    instance.demand[node] = demand;
    instance.ready[node] = ready;
    instance.due[node] = due;
    instance.service[node] = service;
  });
  return instance;
}

const COLUMNS = ["customer number", "x", "y", "demand", "ready time", "due date", "service time"];

function toNumber(word: string, what: string, line: number): number {
  const value = Number(word);
  if (!Number.isFinite(value)) throw new InstanceFormatError(`${what} is not a number: "${word}"`, line);
  return value;
}
