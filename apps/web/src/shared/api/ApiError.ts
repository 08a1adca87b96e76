export interface ApiIssue {
  field: string;
  message: string;
}

/** Error of a REST call under /api, carrying the server's errorName and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorName: string;
  readonly issues: readonly ApiIssue[];

  constructor(options: { status: number; errorName: string; message: string; issues?: readonly ApiIssue[] }) {
    super(options.message);
    this.name = "ApiError";
    this.status = options.status;
    this.errorName = options.errorName;
    this.issues = options.issues ?? [];
  }
}
