import {
  WHATSAPP_INBOX_READ_KEY,
  WHATSAPP_INBOX_SOCKET_TYPE,
  type WhatsappInboxChange,
} from "@armada/domain";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { OperatorSocketHub } from "../../sockets/operatorSocketHub.js";

/** Relays every instance's inbox changes to this instance's operator sockets that may read the inbox. */
export function startInboxRelay(bus: EventBus, operatorSockets: OperatorSocketHub) {
  return bus.subscribe<WhatsappInboxChange>(topics.allWhatsappInboxChanges, (change, topic) => {
    const companyId = Number(topic.slice(topic.lastIndexOf(".") + 1));
    if (!Number.isInteger(companyId)) return;
    operatorSockets.sendToCompany(
      companyId,
      { type: WHATSAPP_INBOX_SOCKET_TYPE, data: change },
      WHATSAPP_INBOX_READ_KEY,
    );
  });
}
