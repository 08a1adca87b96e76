import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { systemNotificationRoutes } from "./systemNotification.routes.js";
import { startSystemNotificationNotifier } from "./systemNotificationNotifier.js";
import {
  createSystemNotificationService,
  type SystemNotificationPublishedEvent,
} from "./systemNotificationService.js";

const provide = ({ db, bus }: ModuleHost) => ({
  systemNotifications: createSystemNotificationService(db, {
    published: (event) =>
      bus.publish<SystemNotificationPublishedEvent>(topics.systemNotificationsPublished, event),
  }),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    announcements: ReturnType<typeof provide>;
  }
}

export const announcementsModule = defineModule({
  name: "announcements",
  dependsOn: ["auth", "company", "feature-flags"],
  provides: provide,
  routes: async (app, { systemNotifications }) =>
    systemNotificationRoutes(app, { service: systemNotifications }),
  jobs: ({ systemNotifications }, { auth }, { bus, log }) => ({
    stop: startSystemNotificationNotifier(bus, systemNotifications, auth.operatorSockets, log),
  }),
});
