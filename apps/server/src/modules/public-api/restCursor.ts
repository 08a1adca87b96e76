/** Opaque page cursors: base64url of the last item's sort key, checked on the way back in. */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

export function decodeCursor(
  cursor: string | undefined,
  arity: number,
): (string | number)[] | null | "invalid" {
  if (cursor === undefined) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parts) || parts.length !== arity) return "invalid";
    if (!parts.every((part) => typeof part === "string" || typeof part === "number")) return "invalid";
    return parts;
  } catch {
    return "invalid";
  }
}
