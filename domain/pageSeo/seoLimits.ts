/** Part 2 §5, §9: the SEO title counter turns red over 70 characters, the description's over 160. */
export const seoLimits = { title: 70, description: 160 } as const;

export type SeoField = keyof typeof seoLimits;

export const isOverSeoLimit = (field: SeoField, text: string): boolean => text.length > seoLimits[field];

/**
 * Where a results page cuts each line (about 600 px of title, 920 px of description) and the font
 * it sets them in, as a canvas font string, so the preview measures what a results page would.
 */
export const searchResultLines = {
  title: { widthPx: 600, font: '20px Arial' },
  description: { widthPx: 920, font: '14px Arial' },
} as const satisfies Record<SeoField, { widthPx: number; font: string }>;
