import { Group, Shape } from '@visx/visx';
import { useState } from 'react';
import { useTheme } from 'styled-components';
import { ChartFigure, LegendList, ScreenReaderTable, Swatch, TooltipBox } from '@repwise/ui';

type Slice = { key: 'completed' | 'active' | 'paused'; label: string; value: number };
const size = 200;

/** Pie of goals by status (spec 02 §2: completed, active, paused), with tooltip, legend and a text table. */
export function GoalStatusPie({
  stats,
}: {
  stats: { completed: number; active: number; paused: number };
}) {
  const theme = useTheme();
  const [hovered, setHovered] = useState<Slice | null>(null);
  const colors = {
    completed: theme.colors.success,
    active: theme.colors.primary,
    paused: theme.colors.warning,
  };
  const slices: Slice[] = [
    { key: 'completed', label: 'Completed', value: stats.completed },
    { key: 'active', label: 'Active', value: stats.active },
    { key: 'paused', label: 'Paused', value: stats.paused },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const percent = (value: number) => (total === 0 ? 0 : Math.round((value / total) * 100));
  return (
    <ChartFigure
      aria-label={`Goal status: ${slices.map((s) => `${s.value} ${s.label.toLowerCase()}`).join(', ')}`}
    >
      <div style={{ position: 'relative', width: size, maxWidth: '100%', margin: '0 auto' }}>
        <svg
          viewBox={`0 0 ${size} ${size}`}
          width="100%"
          aria-hidden="true"
          style={{ display: 'block' }}
        >
          <Group.Group top={size / 2} left={size / 2}>
            <Shape.Pie
              data={slices.filter((s) => s.value > 0)}
              pieValue={(s) => s.value}
              outerRadius={size / 2 - 4}
              innerRadius={size / 4}
              padAngle={0.02}
            >
              {(pie) =>
                pie.arcs.map((arc) => (
                  <path
                    key={arc.data.key}
                    d={pie.path(arc) ?? ''}
                    fill={colors[arc.data.key]}
                    opacity={hovered && hovered.key !== arc.data.key ? 0.6 : 1}
                    onMouseEnter={() => setHovered(arc.data)}
                    onMouseLeave={() => setHovered(null)}
                  />
                ))
              }
            </Shape.Pie>
            <text
              textAnchor="middle"
              dy={6}
              fontSize={22}
              fontWeight={700}
              fill={theme.colors.text}
            >
              {total}
            </text>
          </Group.Group>
        </svg>
        {hovered && (
          <TooltipBox role="status" style={{ top: 8, left: '50%', transform: 'translateX(-50%)' }}>
            <strong>{hovered.label}</strong>
            {hovered.value} {hovered.value === 1 ? 'goal' : 'goals'} ({percent(hovered.value)}%)
          </TooltipBox>
        )}
      </div>
      <LegendList aria-label="Legend" style={{ justifyContent: 'center' }}>
        {slices.map((slice) => (
          <li key={slice.key}>
            <Swatch $color={colors[slice.key]} aria-hidden="true" />
            {slice.label}: {slice.value}
          </li>
        ))}
      </LegendList>
      <ScreenReaderTable>
        <caption>Goals by status</caption>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.key}>
              <th scope="row">{slice.label}</th>
              <td>
                {slice.value} ({percent(slice.value)}%)
              </td>
            </tr>
          ))}
        </tbody>
      </ScreenReaderTable>
    </ChartFigure>
  );
}
