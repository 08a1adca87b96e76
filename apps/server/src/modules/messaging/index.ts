export { enqueueEmail } from "./emailOutbox.js";
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
