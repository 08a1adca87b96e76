import { WHATSAPP_INBOX_READ_KEY } from "@armada/domain";
import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /whatsapp-inbox/: the recipients' WhatsApp conversations (the outbox's keys; the server checks each call). */
export const whatsappInboxRoute: RouteObject = {
  path: "whatsapp-inbox/*",
  lazy: async () => {
    const { WhatsAppInboxPage } = await import("./components/WhatsAppInboxPage");
    return {
      element: (
        <RequireAccess accessKey={WHATSAPP_INBOX_READ_KEY}>
          <WhatsAppInboxPage />
        </RequireAccess>
      ),
    };
  },
};
