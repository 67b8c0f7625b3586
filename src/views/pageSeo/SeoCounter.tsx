import { Text } from '@mantine/core';
import { isOverSeoLimit, type SeoField, seoLimits } from '../../../domain/pageSeo/seoLimits';

const names: Record<SeoField, string> = { title: 'SEO title length', description: 'SEO description length' };

/** '{length}/{limit}', red once over the limit (part 2 §5). */
export function SeoCounter({ field, text }: { field: SeoField; text: string }) {
  const over = isOverSeoLimit(field, text);
  return (
    <Text
      component="span"
      size="xs"
      // The theme's error text (red.9 in light): Mantine's red.6 is below 4.5:1 on white.
      c={over ? 'var(--mantine-color-error)' : 'dimmed'}
      fw={over ? 700 : undefined}
      // A named span needs a role (axe: aria-prohibited-attr); as a polite status the count is heard as it changes.
      role="status"
      aria-label={names[field]}
      data-over-limit={over || undefined}
    >
      {text.length}/{seoLimits[field]}
    </Text>
  );
}
