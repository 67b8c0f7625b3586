import type { MeasureText } from '../../../domain/pageSeo/searchResultCut';

let context: CanvasRenderingContext2D | null | undefined;

// jsdom has no canvas (it reports getContext as not implemented); a browser always has one.
const hasCanvas = () => typeof navigator !== 'undefined' && !navigator.userAgent.includes('jsdom');

/**
 * Widths in a results page's font (a canvas font string such as '20px Arial'), measured on a
 * canvas as the browser would draw them. Without a canvas (tests in jsdom) an Arial-like average
 * of half the font size per character stands in.
 */
export const measureIn = (font: string): MeasureText => {
  if (context === undefined) context = hasCanvas() ? document.createElement('canvas').getContext('2d') : null;
  const canvas = context;
  if (canvas) {
    return (text) => {
      canvas.font = font;
      return canvas.measureText(text).width;
    };
  }
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  return (text) => text.length * size * 0.5;
};
