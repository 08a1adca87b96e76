// Web Push service worker (docs/spec/alert-center-and-shell.md §4): shows an alert pushed by the server when no
// Armada tab is in view (an open, visible tab hears it over its socket already) and opens the alert on a click.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : "Armada" };
  }
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      if (windows.some((client) => client.visibilityState === "visible")) return undefined;
      return self.registration.showNotification(message.title || "Armada", {
        body: message.body || "",
        tag: message.tag,
        icon: "/brand/logo-icon.svg",
        data: { url: message.url || "/notification/" },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((client) => client?.focus());
      return self.clients.openWindow(url);
    }),
  );
});
