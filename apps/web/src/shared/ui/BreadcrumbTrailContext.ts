import { createContext, useContext } from "react";

export interface BreadcrumbTrailItem {
  /** Already translated label. */
  label: string;
  /** Link target; absent for groups and the current page. */
  href?: string;
}

/** The shell provides the trail of the active menu entry (group, item); pages read it in their header. */
export const BreadcrumbTrailContext = createContext<readonly BreadcrumbTrailItem[]>([]);

export function useBreadcrumbTrail(): readonly BreadcrumbTrailItem[] {
  return useContext(BreadcrumbTrailContext);
}
