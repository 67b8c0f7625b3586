import type { AnyStateMachine } from 'xstate';
import { boxHeight, boxWidth, layoutDiagram, type PlacedArrow } from './diagramLayout';
import { machineGraph } from './machineGraph';

/** An arrow's curve: forwards from the right edge to the left edge; back or within a column, round the right side. */
const arrowPath = ({ from, to }: PlacedArrow) => {
  const fromY = from.y + boxHeight / 2;
  const toY = to.y + boxHeight / 2;
  if (from === to) {
    const x = from.x + boxWidth;
    return `M ${x} ${fromY - 8} C ${x + 40} ${fromY - 30}, ${x + 40} ${fromY + 30}, ${x} ${fromY + 8}`;
  }
  if (to.x > from.x) {
    const startX = from.x + boxWidth;
    const middle = (startX + to.x) / 2;
    return `M ${startX} ${fromY} C ${middle} ${fromY}, ${middle} ${toY}, ${to.x} ${toY}`;
  }
  const startX = from.x + boxWidth;
  const endX = to.x + boxWidth;
  const bulge = Math.max(startX, endX) + 50;
  return `M ${startX} ${fromY} C ${bulge} ${fromY}, ${bulge} ${toY}, ${endX} ${toY}`;
};

const labelPoint = ({ from, to }: PlacedArrow) => {
  if (from === to) return { x: from.x + boxWidth + 30, y: from.y + boxHeight / 2 + 4 };
  if (to.x > from.x) return { x: (from.x + boxWidth + to.x) / 2, y: (from.y + to.y) / 2 + boxHeight / 2 - 4 };
  return { x: Math.max(from.x, to.x) + boxWidth + 40, y: (from.y + to.y) / 2 + boxHeight / 2 - 4 };
};

/**
 * A machine's state diagram, drawn from the machine object at render time: a box per state (the
 * starting one bold, a state holding others dashed), an arrow per transition labelled with its
 * event and, in brackets, its guard's name.
 */
export function MachineDiagram({ machine }: { machine: AnyStateMachine }) {
  const layout = layoutDiagram(machineGraph(machine));
  const markerId = `arrow-${machine.id}`;
  return (
    <div style={{ overflowX: 'auto', border: '1px solid #d0d7de', borderRadius: 8, padding: 12, background: '#fff' }}>
      <svg
        role="img"
        aria-label={`State diagram of ${machine.id}`}
        width={layout.width + 120}
        height={layout.height}
        viewBox={`-10 -10 ${layout.width + 130} ${layout.height + 10}`}
        style={{ fontFamily: 'system-ui, sans-serif', fontSize: 11, color: '#1f2328' }}
      >
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
          </marker>
        </defs>
        {layout.arrows.map((arrow, index) => {
          const point = labelPoint(arrow);
          return (
            <g key={index}>
              <path
                d={arrowPath(arrow)}
                fill="none"
                stroke={arrow.startsIn ? '#8c959f' : 'currentColor'}
                strokeDasharray={arrow.startsIn ? '4 3' : undefined}
                markerEnd={`url(#${markerId})`}
              />
              <text x={point.x} y={point.y} textAnchor="middle" fill="#0550ae" paintOrder="stroke" stroke="#fff" strokeWidth={3}>
                {arrow.label}
              </text>
            </g>
          );
        })}
        {layout.states.map((state) => (
          <g key={state.path} transform={`translate(${state.x} ${state.y})`}>
            <rect
              width={boxWidth}
              height={boxHeight}
              rx={8}
              fill={state.compound ? '#f6f8fa' : '#ddf4ff'}
              stroke="currentColor"
              strokeWidth={state.initial ? 2.5 : 1}
              strokeDasharray={state.compound ? '5 3' : undefined}
            />
            <text x={boxWidth / 2} y={boxHeight / 2 + 4} textAnchor="middle" fontWeight={state.initial ? 700 : 400} fontSize={12}>
              {state.label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
