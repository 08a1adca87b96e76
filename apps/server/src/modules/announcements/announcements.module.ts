import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { announcementRoutes } from "./announcement.routes.js";
import { startAnnouncementNotifier } from "./announcementNotifier.js";
import { type AnnouncementPublishedEvent, createAnnouncementService } from "./announcementService.js";

const provide = ({ db, bus }: ModuleHost) => ({
  announcements: createAnnouncementService(db, {
    published: (event) => bus.publish<AnnouncementPublishedEvent>(topics.announcementsPublished, event),
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
  routes: async (app, { announcements }) => announcementRoutes(app, { service: announcements }),
  jobs: ({ announcements }, { auth }, { bus, log }) => ({
    stop: startAnnouncementNotifier(bus, announcements, auth.operatorSockets, log),
  }),
});
