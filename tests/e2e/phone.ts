import type { Locator, Page } from 'playwright-core';

/** A phone held upright (an iPhone 14's CSS pixels). */
export const phoneViewport = { width: 390, height: 844 } as const;

/** How many pixels the page scrolls sideways: 0 when everything fits the screen's width. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** For each element, the pixels its content needs beyond its own box sideways (0 when nothing is cut or scrolled). */
export const cutWidths = (elements: Locator): Promise<number[]> =>
  elements.evaluateAll((all) => all.map((element) => Math.max(0, element.scrollWidth - element.clientWidth)));
