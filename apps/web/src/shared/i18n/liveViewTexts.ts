import texts from "./locales/id.json?liveView";

/** The Indonesian sections of the live view's first view (`LIVE_VIEW_TEXT_SECTIONS`), as a chunk of their own. */
export const liveViewTexts = texts;
