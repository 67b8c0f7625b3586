import '@mantine/charts/styles.css';
import { AreaChart, BarChart, CompositeChart, LineChart, ScatterChart } from '@mantine/charts';
import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { siteStatuses, statusBadges, type SiteStatus } from '../../../domain/siteStatus';
import type { InsightsData } from '../../../machines/insights/insights.actors';
import { ChartSection } from './ChartSection';
import { chartHeight } from './chartHeight';
import { OnScreenOnly } from './onScreenOnly';
import { TrendSparkline } from './TrendSparkline';

const colorOf = (status: SiteStatus) => `${statusBadges[status].color}.6`;
const roleLabels = { designer: 'Designer', care: 'QA', florist: 'Floral specialist', am: 'Account manager' } as const;
const siteLink = (siteId: number, name: string) => (
  <Anchor renderRoot={(props) => <Link to="/sites/id/$id" params={{ id: String(siteId) }} {...props} />}>{name}</Anchor>
);

/** The two lines or bars of a duration: its median and its 80th percentile. */
const medianAndP80 = [
  { name: 'medianDays', label: 'Median', color: 'indigo.6' },
  { name: 'p80Days', label: '80th percentile', color: 'orange.6' },
];

/** Sites in each status per day, stacked (cumulative flow). */
export function FlowChart({ flow }: { flow: InsightsData['flow'] }) {
  const present = siteStatuses.filter((status) => flow.days.some((day) => (day.counts[status] ?? 0) > 0));
  const data: Array<Record<string, string | number>> = flow.days.map((day) => ({
    day: day.day,
    ...Object.fromEntries(present.map((status) => [status, day.counts[status] ?? 0])),
  }));
  return (
    <ChartSection
      title="Cumulative flow"
      file="cumulative-flow"
      empty={present.length === 0 ? 'No sites in this range.' : null}
      table={{
        columns: ['Day', ...present],
        rows: data.map((row) => [row.day, ...present.map((status) => row[status])]),
        csvRows: data.map((row) => [row.day ?? '', ...present.map((status) => row[status] ?? 0)]),
      }}
    >
      <AreaChart
        accessibilityLayer={false}
        {...chartHeight(300)}
        data={data}
        dataKey="day"
        type="stacked"
        withDots={false}
        series={present.map((status) => ({ name: status, color: colorOf(status) }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
      />
    </ChartSection>
  );
}

/** Intake to live per month (median and 80th percentile), and the sites as dots that open their site. */
export function CycleTimeChart({ cycleTime }: { cycleTime: InsightsData['cycleTime'] }) {
  const navigate = useNavigate();
  const dots = cycleTime.scatter.map((site) => ({ ...site, liveAt: dayjs(site.liveDay).valueOf() }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartSection
        title="Cycle time: intake to live"
        file="cycle-time"
        empty={cycleTime.months.length === 0 ? 'No site went live in this range.' : null}
        table={{
          columns: ['Month', 'Sites', 'Median days', '80th percentile days'],
          csvRows: cycleTime.months.map((month) => [month.month, month.sites, month.medianDays, month.p80Days]),
        }}
      >
        <LineChart
          accessibilityLayer={false}
          {...chartHeight(260)}
          data={cycleTime.months}
          dataKey="month"
          unit=" d"
          series={medianAndP80}
          withLegend
        />
      </ChartSection>
      <ChartSection
        title="Cycle time per site"
        file="cycle-time-sites"
        empty={dots.length === 0 ? 'No site went live in this range.' : null}
        table={{
          columns: ['Site', 'Live on', 'Days'],
          rows: dots.map((site) => [siteLink(site.siteId, site.name), site.liveDay, site.days]),
          csvRows: dots.map((site) => [site.name, site.liveDay, site.days]),
        }}
      >
        <ScatterChart
          accessibilityLayer={false}
          {...chartHeight(260)}
          data={[{ name: 'Sites', color: 'indigo.6', data: dots.map(({ siteId, liveAt, days }) => ({ siteId, liveAt, days })) }]}
          dataKey={{ x: 'liveAt', y: 'days' }}
          labels={{ x: 'Live on', y: 'Days' }}
          xAxisProps={{ domain: ['dataMin', 'dataMax'] }}
          valueFormatter={{ x: (value) => dayjs(value).format('MMM D'), y: (value) => `${value} d` }}
          scatterProps={{
            cursor: 'pointer',
            onClick: (point: { payload?: { siteId?: number } }) => {
              const siteId = point.payload?.siteId;
              if (siteId) void navigate({ to: '/sites/id/$id', params: { id: String(siteId) } });
            },
          }}
        />
      </ChartSection>
    </SimpleGrid>
  );
}

/** How long each stage takes: the median and 80th percentile of its finished stays. */
export function StagesChart({ stages }: { stages: InsightsData['cycleTime']['stages'] }) {
  return (
    <ChartSection
      title="Time per stage"
      file="time-per-stage"
      empty={stages.length === 0 ? 'No stage ended in this range.' : null}
      table={{
        columns: ['Status', 'Stays', 'Median days', '80th percentile days'],
        csvRows: stages.map((stage) => [stage.status, stage.stays, stage.medianDays, stage.p80Days]),
      }}
    >
      <BarChart
        accessibilityLayer={false}
        {...chartHeight(280)}
        data={stages}
        dataKey="status"
        unit=" d"
        series={medianAndP80}
        withLegend
      />
    </ChartSection>
  );
}

/** Launches per week against the capacity. */
export function LaunchesChart({ launches }: { launches: InsightsData['launches'] }) {
  const { weeks } = launches;
  return (
    <ChartSection
      title="Launches per week"
      file="launches-per-week"
      table={{
        columns: ['Week of', 'Done', 'Scheduled', 'Missed', 'Capacity'],
        csvRows: weeks.map((week) => [week.week, week.done, week.scheduled, week.missed, week.capacity]),
      }}
    >
      <CompositeChart
        accessibilityLayer={false}
        {...chartHeight(280)}
        data={weeks}
        dataKey="week"
        withLegend
        series={[
          { name: 'done', label: 'Done', color: 'green.6', type: 'bar' },
          { name: 'scheduled', label: 'Scheduled', color: 'blue.6', type: 'bar' },
          { name: 'missed', label: 'Missed', color: 'red.6', type: 'bar' },
          { name: 'capacity', label: 'Capacity', color: 'gray.6', type: 'line' },
        ]}
      />
    </ChartSection>
  );
}

/** Sites in their status longer than its 80th percentile: a table (the list is the figure). */
export function AgeingTable({ ageing }: { ageing: InsightsData['ageing'] }) {
  const rows = ageing.sites;
  return (
    <ChartSection
      title="Ageing work"
      file="ageing-work"
      empty={rows.length === 0 ? 'No site has waited longer than usual in its status.' : null}
      table={{
        columns: ['Site', 'Status', 'Days in status', '80th percentile days'],
        rows: rows.map((site) => [siteLink(site.siteId, site.name), site.status, site.ageDays, site.p80Days]),
        csvRows: rows.map((site) => [site.name, site.status, site.ageDays, site.p80Days]),
      }}
    >
      <BarChart
        accessibilityLayer={false}
        {...chartHeight(Math.max(160, Math.min(rows.length, 15) * 28))}
        data={rows.slice(0, 15).map((site) => ({ site: site.name, ageDays: site.ageDays, p80Days: site.p80Days }))}
        dataKey="site"
        orientation="vertical"
        yAxisProps={{ width: 160 }}
        series={[
          { name: 'ageDays', label: 'Days in status', color: 'red.6' },
          { name: 'p80Days', label: '80th percentile', color: 'gray.5' },
        ]}
      />
    </ChartSection>
  );
}

/** Open sites per person, with their trend over the last weeks. */
export function WorkloadChart({ workload }: { workload: InsightsData['workload'] }) {
  const people = workload.people;
  const label = (person: (typeof people)[number]) => `${person.name} (${roleLabels[person.role]})`;
  return (
    <ChartSection
      title="Workload"
      file="workload"
      empty={people.length === 0 ? 'Nobody holds an open site.' : null}
      table={{
        columns: ['Person', 'Role', 'Open sites', `Trend (${workload.weeks.join(', ')})`],
        rows: people.map((person) => [
          person.name,
          roleLabels[person.role],
          person.open,
          <Group key="trend" gap="xs" wrap="nowrap">
            {/* Inert: the drawing cannot take focus (Recharts makes it focusable); the numbers beside it say the trend. */}
            <OnScreenOnly>
              <div inert>
                <TrendSparkline width={80} height={24} data={person.trend} />
              </div>
            </OnScreenOnly>
            {/* On one line: wrapped in a phone's narrow column it stood one number a line, each row 200 px tall. */}
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {person.trend.join(', ')}
            </Text>
          </Group>,
        ]),
        csvRows: people.map((person) => [person.name, roleLabels[person.role], person.open, person.trend.join(' ')]),
      }}
    >
      <BarChart
        accessibilityLayer={false}
        {...chartHeight(Math.max(160, people.length * 28))}
        data={people.map((person) => ({ person: label(person), open: person.open }))}
        dataKey="person"
        orientation="vertical"
        yAxisProps={{ width: 200 }}
        series={[{ name: 'open', label: 'Open sites', color: 'indigo.6' }]}
      />
    </ChartSection>
  );
}
