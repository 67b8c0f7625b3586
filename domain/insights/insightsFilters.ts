import dayjs from 'dayjs';
import type { InsightsQuery } from '../api/insights.schema';

/** The filters as the URL keeps them: each optional, the range falling back to the last 90 days. */
export interface InsightsSearch {
  from?: string;
  to?: string;
  corporation?: number;
  provider?: number;
  ae?: number;
}

/** The days a range covers when the URL names none: the last 90 days, today included (docs/decisions/0533). */
const defaultRangeDays = 90;

/** The query the charts are read with: the URL's filters, a missing range end filled in from today. */
export const insightsQueryOf = (search: InsightsSearch, today: string): InsightsQuery => {
  const to = search.to ?? today;
  return {
    from:
      search.from ??
      dayjs(to)
        .subtract(defaultRangeDays - 1, 'day')
        .format('YYYY-MM-DD'),
    to,
    ...(search.corporation === undefined ? {} : { corporation: search.corporation }),
    ...(search.provider === undefined ? {} : { provider: search.provider }),
    ...(search.ae === undefined ? {} : { ae: search.ae }),
  };
};
