export { whatsappConversations, whatsappInboxMessages } from "./whatsappInbox.tables.js";
