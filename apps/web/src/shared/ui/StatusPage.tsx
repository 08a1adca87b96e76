import type { Icon } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";

const StatusPageView = lazy(async () => ({ default: (await import("./StatusPageView")).StatusPageView }));

export interface StatusPageProps {
  icon: Icon;
  color?: string;
  /** Small label above the title (e.g. "404", "Segera hadir"). */
  badge?: string;
  title: string;
  message: string;
  /** Primary action, a link. */
  action?: { label: string; to: string };
  extra?: ReactNode;
  testId?: string;
  /** Heading level of the title: 1 when the page has no PageHeader, else 2. */
  headingOrder?: 1 | 2;
}

/**
 * A centred empty state used by the 403, 404, coming-soon and not-in-edition pages. Its Mantine components load
 * when one shows: the router's table names these pages, and the login page must not pull Mantine through it.
 */
export function StatusPage(props: StatusPageProps) {
  return (
    <Suspense fallback={null}>
      <StatusPageView {...props} />
    </Suspense>
  );
}
