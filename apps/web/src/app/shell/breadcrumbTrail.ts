import type { MenuItem } from "@armada/domain";
import type { BreadcrumbTrailItem } from "@/shared/ui/BreadcrumbTrailContext";

/** Trail of the active menu entry: [group?, entry]; empty when no entry is active. */
export function breadcrumbTrail(
  items: readonly MenuItem[],
  translate: (key: string) => string,
): BreadcrumbTrailItem[] {
  for (const item of items) {
    if (!item.active) continue;
    if (!item.children) return [{ label: translate(item.labelKey), href: item.path }];
    const child = item.children.find((entry) => entry.active);
    if (child)
      return [{ label: translate(item.labelKey) }, { label: translate(child.labelKey), href: child.path }];
  }
  return [];
}
