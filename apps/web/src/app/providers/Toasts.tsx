import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const ToastViewport = lazy(async () => ({ default: (await import("./ToastViewport")).ToastViewport }));

/**
 * The toasts' viewport, loaded with its transitions when the first toast is shown (the login page shows none
 * unless one comes from the logout), and kept from then on.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
