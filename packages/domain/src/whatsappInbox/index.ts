export * from "./matchWhatsappIntent.js";
export * from "./normaliseChatText.js";
export * from "./whatsappIntent.js";
