import { metaDescriptionLimit } from './ai.port';

/** A description that fits the limit: whole words, and an ellipsis only when something was cut. */
export const fitDescription = (text: string, limit = metaDescriptionLimit): string => {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']|["']$/g, '');
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
};
