import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaChart } from '@mantine/charts';
import { renderView } from '../../testing/ViewWiring';
import { chartHeight } from './chartHeight';
import { WorkloadChart } from './InsightsCharts';
import { insightsFixture } from './insightsFixtures';

const sizeWarning = 'of chart should be greater than 0';
const warnedOfSize = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.some(([message]) => String(message).includes(sizeWarning));
const series = [{ name: 'n', color: 'indigo.6' }];
const data = [
  { day: '2026-12-01', n: 1 },
  { day: '2026-12-02', n: 2 },
];

describe('Insights charts', () => {
  // Pins what chartHeight relies on: Mantine hands `attributes.container` to Recharts' container,
  // and Recharts warns on a first render whose container has no numeric side (mantinedev/mantine#8399).
  it('gives Recharts a numeric height, so a chart draws without the size warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderView(<AreaChart h={300} data={data} dataKey="day" series={series} />);
    expect(warnedOfSize(warn)).toBe(true);
    unmount();
    warn.mockClear();
    const sized = renderView(<AreaChart {...chartHeight(300)} data={data} dataKey="day" series={series} />);
    expect(warnedOfSize(warn)).toBe(false);
    expect(sized.container.querySelector<HTMLElement>('.recharts-responsive-container')?.style.height).toBe('300px');
  });

  it("draws the workload's trends only in the table on screen, not in the copy screen readers read beside the chart", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderView(<WorkloadChart workload={insightsFixture.workload} />);
    const drawnTrends = () => container.querySelectorAll('.recharts-area').length;
    // The bar chart alone: the read copy of the table holds the trend's numbers, not its drawing.
    expect(drawnTrends()).toBe(0);
    const workload = screen.getByRole('region', { name: 'Workload' });
    expect(within(workload).getByRole('table', { hidden: true })).toHaveTextContent('2, 4, 3');
    await userEvent.click(within(workload).getByText('Table'));
    const table = within(workload).getByRole('table');
    expect(table).toHaveTextContent('2, 4, 3');
    // On 'Table' each person's trend is drawn in their row, at its size, and Recharts has nothing to warn of.
    const trends = table.querySelectorAll('.recharts-area');
    expect(trends).toHaveLength(insightsFixture.workload.people.length);
    expect(table.querySelector('.recharts-surface')?.getAttribute('width')).toBe('80');
    expect(table.querySelector('.recharts-surface')?.getAttribute('height')).toBe('24');
    expect(warnedOfSize(warn)).toBe(false);
  });
});
