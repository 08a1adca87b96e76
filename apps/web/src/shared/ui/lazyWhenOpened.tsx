import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A drawer or modal whose code loads the first time it is opened, and stays mounted from then on (so it closes
 * with its transition). Until then it renders nothing.
 */
export function lazyWhenOpened<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at its top level, as React.lazy is
  return function WhenOpened(props: Props) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
