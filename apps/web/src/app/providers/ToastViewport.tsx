import { Notifications } from "@mantine/notifications";

/** The toasts' viewport, its own chunk (with its transitions) through `Toasts`. */
export function ToastViewport() {
  return <Notifications position="top-right" limit={5} />;
}
