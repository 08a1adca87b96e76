import texts from "./locales/id.json?pages";

/** The Indonesian sections only pages below the shell show (`PAGE_TEXT_SECTIONS`), as a chunk of their own. */
export const pageTexts = texts;
