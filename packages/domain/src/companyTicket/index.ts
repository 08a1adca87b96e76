export * from "./companyTicket.js";
