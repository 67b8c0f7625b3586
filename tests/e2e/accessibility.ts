import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical accessibility findings on the page as it stands (axe-core, WCAG 2.1
 * A and AA rules), one line each: rule, impact and the first elements it names.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page to merge the
 * results of cross-origin frames; the app has no frames, so the findings are the same, and a
 * list screen's scan takes 2.4 s instead of 4.8 s.
 */
export const seriousA11yFindings = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
};
