import { lazy, type ReactNode, Suspense } from "react";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";

const AppProviders = lazy(async () => ({ default: (await import("./AppProviders")).AppProviders }));

/** `children` inside the app's providers, which load (with Mantine) on the first page that needs them. */
export function WithAppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppProviders>{children}</AppProviders>
    </Suspense>
  );
}
