import { useState } from "react";

/**
 * Page and page size of a server-paginated list. `pager` goes to DataTable (a new page size starts
 * at page 1); `resetting(set)` wraps a filter setter so that a new filter starts at page 1 too.
 */
export function usePaging(initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const resetting =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    page,
    pageSize,
    setPage,
    resetting,
    pager: { page, pageSize, onPageChange: setPage, onPageSizeChange: resetting(setPageSize) },
  };
}
