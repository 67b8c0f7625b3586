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
      c={over ? 'red' : 'dimmed'}
      fw={over ? 700 : undefined}
      aria-label={names[field]}
      data-over-limit={over || undefined}
    >
      {text.length}/{seoLimits[field]}
    </Text>
  );
}
