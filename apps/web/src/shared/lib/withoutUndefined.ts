/** A copy without the keys whose value is undefined (an API input leaves a blank field out). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
