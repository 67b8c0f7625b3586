/** Ellipsis a results page puts where it cut a line. */
const searchResultEllipsis = ' ...';

export type MeasureText = (text: string) => number;

/**
 * The text as a results page shows it in a line `maxWidth` pixels wide: whole when it fits,
 * otherwise cut at the last word that fits with the ellipsis (or mid-word when one word is wider
 * than the line). `measure` gives a string's width in the results page's font.
 */
export const cutToWidth = (text: string, maxWidth: number, measure: MeasureText): { shown: string; cut: boolean } => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean) <= maxWidth) return { shown: clean, cut: false };
  const fits = (length: number) => measure(clean.slice(0, length).trimEnd() + searchResultEllipsis) <= maxWidth;
  // The longest prefix that fits with the ellipsis: widths only grow with length, so bisect.
  let low = 0;
  let high = clean.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  const prefix = clean.slice(0, low);
  const wordEnd = clean[low] === ' ' ? low : prefix.lastIndexOf(' ');
  const shown = (wordEnd > 0 ? prefix.slice(0, wordEnd) : prefix).trimEnd();
  return { shown: shown + searchResultEllipsis, cut: true };
};
