/** A text in both product languages (Indonesian first). */
export interface LocalizedText {
  id: string;
  en: string;
}
