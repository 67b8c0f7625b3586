import { Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import { cutToWidth } from '../../../domain/pageSeo/searchResultCut';
import { searchResultLines } from '../../../domain/pageSeo/seoLimits';
import { measureIn } from './measureText';

type Props = { title: string; description: string; path: string };

/**
 * The page as a results page would list it: title and description in its fonts, cut where it
 * would cut them (about 600 px and 920 px), with its ' ...'.
 */
export function SearchResultPreview({ title, description, path }: Props) {
  const shownTitle = useMemo(() => cutToWidth(title, searchResultLines.title.widthPx, measureIn(searchResultLines.title.font)), [title]);
  const shownDescription = useMemo(
    () => cutToWidth(description, searchResultLines.description.widthPx, measureIn(searchResultLines.description.font)),
    [description],
  );
  return (
    <Box
      aria-label="Search result preview"
      role="group"
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 8, maxWidth: 960, fontFamily: 'Arial, sans-serif' }}
    >
      {/* Mantine's darkest green is 4.1:1 on the grey panel; this one reaches WCAG AA's 4.5:1 (issue 18). */}
      <Text size="xs" c="#237032" style={{ fontFamily: 'inherit' }}>
        /{path}
      </Text>
      <Text
        data-testid="preview-title"
        data-cut={shownTitle.cut || undefined}
        c="blue.8"
        style={{ font: `${searchResultLines.title.font}, sans-serif` }}
      >
        {shownTitle.shown || 'No SEO title'}
      </Text>
      <Text
        data-testid="preview-description"
        data-cut={shownDescription.cut || undefined}
        c="gray.7"
        style={{ font: `${searchResultLines.description.font}, sans-serif` }}
      >
        {shownDescription.shown || 'No SEO description'}
      </Text>
    </Box>
  );
}
