/**
 * An expected failure with a name from the domain's error catalogue. Resolvers turn it into a
 * response envelope; REST routes into a JSON body with the same fields.
 */
export class AppError extends Error {
  constructor(
    readonly errorName: string,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
    readonly data?: unknown,
  ) {
    super(errorName);
    this.name = "AppError";
  }
}

export const notFound = () => new AppError("NotFound", 404);
export const forbidden = () => new AppError("Forbidden", 403);
export const unauthenticated = () => new AppError("Unauthenticated", 401);
