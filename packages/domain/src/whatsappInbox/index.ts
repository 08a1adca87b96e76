export * from "./chatLanguage.js";
export * from "./inboxAccess.js";
export * from "./matchWhatsappIntent.js";
export * from "./normaliseChatText.js";
export * from "./whatsappAnswer.js";
export * from "./whatsappIntent.js";
