export { enqueueEmail } from "./emailOutbox.js";
export type { InboundHandler } from "./inboundMessages.js";
export { whatsappMessages } from "./messaging.tables.js";
export { OUTBOX_READ, OUTBOX_UPDATE } from "./messagingAccess.js";
export type { InboundMessage } from "./metaWebhook.js";
export type { OutboxMessageInput } from "./outbox.js";
export {
  detachMessagesFromContacts,
  enqueueWhatsApp,
  enqueueWhatsAppMany,
  latestMessageByContact,
  messagesOfContacts,
} from "./outbox.js";
export { notifyOutboxEnqueued } from "./outboxSignal.js";
export type { OutboxChannel, OutboxOutcome, OutboxWorker, OutboxWorkerOptions } from "./outboxWorker.js";
export { startOutboxWorker } from "./outboxWorker.js";
export { PermanentSendError, RetryableSendError } from "./sendErrors.js";
export type { WhatsAppMessageStatus } from "./whatsappMessage.js";
