/** Company tickets: the pieces the platform console shows of a ticket (the router mounts ./routes). */
export { type TicketDetail, ticketsKey } from "./api/companyTickets";
export { TicketAttachments } from "./components/TicketAttachments";
export { TicketReplyBox } from "./components/TicketReplyBox";
export { TicketStatusBadge } from "./components/TicketStatusBadge";
export { TicketSummary } from "./components/TicketSummary";
export { TicketThread } from "./components/TicketThread";
