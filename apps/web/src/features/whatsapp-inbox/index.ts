/** The WhatsApp inbox: the badge the settings hub shows on its entry (the router mounts ./routes). */
export { useInboxCounts } from "./api/whatsappConversations";
