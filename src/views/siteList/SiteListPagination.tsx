import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, pageItems, paginationSummary } from '../../../domain/siteList/pagination';

type Props = {
  page: number;
  totalSites: number;
  onPageChange: (page: number) => void;
};

/**
 * The summary text and the page controls. The page numbers come from the domain rule (first,
 * last, two either side, ellipses), rendered with Mantine's pagination parts.
 */
export function SiteListPagination({ page, totalSites, onPageChange }: Props) {
  const total = pageCount(totalSites);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {paginationSummary(page, totalSites)}
      </Text>
      {total > 1 && (
        <Pagination.Root total={total} value={page} onChange={onPageChange} siblings={2} boundaries={1}>
          <Group gap={6} wrap="nowrap">
            <Pagination.Previous aria-label="Previous page" />
            {pageItems(page, total).map((item, index) =>
              item === 'ellipsis' ? (
                <Pagination.Dots key={`ellipsis-${index}`} />
              ) : (
                <Pagination.Control
                  key={item}
                  active={item === page}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </Pagination.Control>
              ),
            )}
            <Pagination.Next aria-label="Next page" />
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
