/**
 * Unicode's bidirectional controls: embeddings, overrides and their pop (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (LRM, RLM, the Arabic letter mark). "Pure \u202eeniacoc\u202c" is
 * stored as "eniacoc" but drawn as "cocaine". Text Bazaar shows is Latin and the Indian scripts,
 * which never need them, so user text is stored without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * A right-to-left override (U+202E) draws what follows backwards, up to its pop (U+202C), another
 * control or the end of the line. This gives the text in the order it is drawn, so a screen reads
 * what people see ("\u202eeniacoc\u202c" → "cocaine"); the controls stay for the screen to drop.
 */
export function drawnOrder(text: string): string {
  return text.replace(/\u202E([^\u202A-\u202E\u2066-\u2069\n]*)/gu, (_, run: string) =>
    [...run].reverse().join(''),
  );
}

export const hasOverride = (text: string): boolean => text.includes('\u202E');
