import type { InboundMessage } from "./metaWebhook.js";

/** What the inbox (above this module) does with a recipient's message; until it tells, messages are dropped. */
export type InboundHandler = (message: InboundMessage) => Promise<void>;
