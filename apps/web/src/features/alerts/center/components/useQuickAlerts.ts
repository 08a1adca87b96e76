import { useEffect, useMemo, useState } from "react";
import { useAlertList } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import { nextCarouselIndex, QUICK_ALERTS_ROTATE_MS, quickAlerts } from "../lib/quickAlerts";
import { useAlertCenter } from "../state/alertCenterContext";

/** The newest unread alerts (live and first pages of both lists) for the top bar strip and the dashboard. */
export function useLatestUnreadAlerts(max: number): RawAlert[] {
  const center = useAlertCenter();
  const urgent = useAlertList("urgent", false, !!center?.access.urgent);
  const important = useAlertList("important", false, !!center);
  return useMemo(() => {
    if (!center) return [];
    const urgentAlerts = center.access.urgent
      ? [...center.live.urgent, ...(urgent.data?.pages[0]?.data ?? [])]
      : [];
    return quickAlerts(
      [...urgentAlerts, ...center.live.important, ...(important.data?.pages[0]?.data ?? [])],
      max,
    );
  }, [center, urgent.data, important.data, max]);
}

/** The strip's current slide, moving on every 3 s. */
export function useCarousel<T>(items: readonly T[]): T | undefined {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length <= 1) return;
    const timer = setInterval(
      () => setIndex((current) => nextCarouselIndex(current, items.length)),
      QUICK_ALERTS_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [items.length]);
  return items[index % Math.max(1, items.length)];
}
