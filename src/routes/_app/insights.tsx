import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import * as v from 'valibot';
import { calendarDay } from '../../../domain/api/launchSchedule.schema';
import { idSchema } from '../../../domain/api/id.schema';
import { insightsQueryOf } from '../../../domain/insights/insightsFilters';
import { InsightsView } from '../../views/insights/InsightsView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** The URL's filters; a value that does not parse is dropped rather than refusing the page. */
const insightsSearch = v.object({
  from: v.optional(v.fallback(v.optional(calendarDay('from')), undefined)),
  to: v.optional(v.fallback(v.optional(calendarDay('to')), undefined)),
  corporation: v.optional(v.fallback(v.optional(idSchema('corporation')), undefined)),
  provider: v.optional(v.fallback(v.optional(idSchema('provider')), undefined)),
  ae: v.optional(v.fallback(v.optional(idSchema('ae')), undefined)),
});

function InsightsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/insights' });
  return (
    <RequireCapability title="Insights" capability="seeInsights">
      <InsightsView
        query={insightsQueryOf(search, dayjs().format('YYYY-MM-DD'))}
        onFiltersChange={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true })}
      />
    </RequireCapability>
  );
}

/** /insights (issue 35): the charts, their code in this route's chunk alone; the filters live in the URL. */
export const Route = createFileRoute('/_app/insights')({
  validateSearch: insightsSearch,
  component: InsightsPage,
});
