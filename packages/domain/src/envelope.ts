/** Common result fields of every mutation and paginated query response. */
export interface ResultEnvelope {
  isSuccessful: boolean;
  message: string;
  errorCode: string | null;
  errorName: string | null;
  status: number;
}

export interface Pagination {
  total: number;
  page: number;
  show: number;
}

/** Table page sizes offered in the UI. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE = 10;
