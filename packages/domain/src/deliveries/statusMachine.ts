/** A status machine: for each status, the statuses it may move to. A status with none is final. */
export type StatusMachine<S extends string> = Readonly<Record<S, readonly S[]>>;

/** True when `machine` allows moving from `from` to `to` (staying put is not a move). */
export function canMove<S extends string>(machine: StatusMachine<S>, from: S, to: S): boolean {
  return machine[from].includes(to);
}

/** True when no move leaves `status`. */
export function isFinalStatus<S extends string>(machine: StatusMachine<S>, status: S): boolean {
  return machine[status].length === 0;
}
