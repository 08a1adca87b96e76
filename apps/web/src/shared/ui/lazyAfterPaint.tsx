import { type ComponentType, lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../lib/useAfterFirstPaint";

/**
 * A component whose code loads after the page's first paint (nothing shows until then): for what is below the
 * fold or waits for an event (the alert popups, the dashboard's map and alert card), so the first look comes first.
 */
export function lazyAfterPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at its top level, as React.lazy is
  return function AfterPaint(props: Props) {
    const painted = useAfterFirstPaint();
    if (!painted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
