import { useId } from 'react';
import { Area, AreaChart } from 'recharts';

const lineColor = 'var(--mantine-color-blue-filled)';

/**
 * A person's open sites over the weeks, drawn small at a fixed size. Mantine's Sparkline wraps its
 * chart in Recharts' ResponsiveContainer with no size to start from, and Recharts 3 warns on the
 * first render of every such container ("The width(-1) and height(-1) of chart should be greater
 * than 0", in production builds too; mantinedev/mantine#8399): a warning per person each time the
 * workload's table opened. A sparkline's size never changes, so the chart is given it and nothing
 * measures. It looks as Sparkline did: a 2 px line over a fill that fades downwards.
 */
export function TrendSparkline({ data, width, height }: { data: readonly number[]; width: number; height: number }) {
  const gradient = useId();
  return (
    <AreaChart width={width} height={height} data={data.map((value, index) => ({ index, value }))}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={lineColor} stopOpacity={0.6} />
          <stop offset="100%" stopColor={lineColor} stopOpacity={0.01} />
        </linearGradient>
      </defs>
      <Area
        dataKey="value"
        type="linear"
        fill={`url(#${gradient})`}
        fillOpacity={1}
        stroke={lineColor}
        strokeWidth={2}
        isAnimationActive={false}
        activeDot={false}
      />
    </AreaChart>
  );
}
