/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** `%text%` for a "contains" match, with the text's wildcards escaped. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
