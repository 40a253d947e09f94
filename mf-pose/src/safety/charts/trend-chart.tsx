// A line chart of values over a series of moments (sessions, days), drawn with visx, with its
// legend and the same numbers as a table anyone can open (the chart's text alternative).
import { ChartFigure, LegendList, Swatch, useElementWidth, VisuallyHidden } from '@repwise/ui';
import { Axis, Curve, Group, Scale, Shape } from '@visx/visx';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';

/** One line of the chart; `values` line up with the chart's points (null: no value there). */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  values: readonly (number | null)[];
  /** Which axis it is read on (default left). */
  axis?: 'left' | 'right';
  format: (value: number) => string;
}

/** An axis: its fixed range and tick wording. */
export interface TrendAxis {
  domain: [number, number];
  label: string;
  format?: (value: number) => string;
}

export interface TrendChartProps {
  /** What the chart shows, for its label and the table's caption. */
  title: string;
  /** Each point's label (a date), oldest first. */
  pointLabels: readonly string[];
  series: readonly TrendSeries[];
  leftAxis: TrendAxis;
  rightAxis?: TrendAxis;
  height?: number;
}

const margin = { top: 12, right: 44, bottom: 30, left: 40 };
/** Up to this many points each get a dot; past it only the newest does. */
const MAX_DOTTED_POINTS = 15;

const Numbers = styled.details`
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  table {
    margin-top: ${({ theme }) => theme.space(2)};
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(1)} 0`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The chart with a legend and a "Show the numbers" table; the drawing is hidden from screen readers. */
export function TrendChart({
  title,
  pointLabels,
  series,
  leftAxis,
  rightAxis,
  height = 220,
}: TrendChartProps) {
  const theme = useTheme();
  const captionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const count = pointLabels.length;
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = Scale.scaleLinear({
    domain: count > 1 ? [0, count - 1] : [-1, 1],
    range: [0, innerWidth],
  });
  const yLeft = Scale.scaleLinear({ domain: leftAxis.domain, range: [innerHeight, 0] });
  const yRight = Scale.scaleLinear({
    domain: rightAxis?.domain ?? leftAxis.domain,
    range: [innerHeight, 0],
  });
  const tickProps = { fill: theme.colors.textMuted, fontSize: 11 };
  // Evenly spaced labels ending on the newest point, about 64 px apart.
  const everyNth = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(innerWidth / 64))));
  const xTicks = Array.from({ length: count }, (_, index) => index).filter(
    (index) => (count - 1 - index) % everyNth === 0,
  );

  return (
    <ChartFigure aria-labelledby={captionId}>
      <div ref={ref} style={{ height }}>
        {width > 40 && (
          <svg width={width} height={height} aria-hidden="true">
            <Group.Group left={margin.left} top={margin.top}>
              {yLeft.ticks(4).map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={innerWidth}
                  y1={yLeft(tick)}
                  y2={yLeft(tick)}
                  stroke={theme.colors.border}
                  strokeDasharray="3 3"
                />
              ))}
              <Axis.AxisLeft
                scale={yLeft}
                numTicks={4}
                tickFormat={(value) => (leftAxis.format ?? String)(Number(value))}
                stroke={theme.colors.border}
                tickStroke={theme.colors.border}
                tickLabelProps={() => ({ ...tickProps, textAnchor: 'end', dx: -4, dy: 3 })}
              />
              {rightAxis && (
                <Axis.AxisRight
                  left={innerWidth}
                  scale={yRight}
                  numTicks={4}
                  tickFormat={(value) => (rightAxis.format ?? String)(Number(value))}
                  stroke={theme.colors.border}
                  tickStroke={theme.colors.border}
                  tickLabelProps={() => ({ ...tickProps, textAnchor: 'start', dx: 4, dy: 3 })}
                />
              )}
              <Axis.AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={xTicks}
                tickFormat={(value) => pointLabels[Number(value)] ?? ''}
                stroke={theme.colors.border}
                tickStroke={theme.colors.border}
                tickLabelProps={() => ({ ...tickProps, textAnchor: 'middle' })}
              />
              {series.map((line) => {
                const y = line.axis === 'right' ? yRight : yLeft;
                const points = line.values.flatMap((value, index) =>
                  value === null ? [] : [{ index, value }],
                );
                return (
                  <g key={line.key}>
                    <Shape.LinePath
                      data={points}
                      x={(point) => x(point.index)}
                      y={(point) => y(point.value)}
                      stroke={line.color}
                      strokeWidth={2.5}
                      curve={Curve.curveMonotoneX}
                    />
                    {points
                      .filter((point) => count <= MAX_DOTTED_POINTS || point.index === count - 1)
                      .map((point) => (
                        <circle
                          key={point.index}
                          cx={x(point.index)}
                          cy={y(point.value)}
                          r={3}
                          fill={line.color}
                          stroke={theme.colors.surfaceRaised}
                          strokeWidth={1.5}
                        />
                      ))}
                  </g>
                );
              })}
            </Group.Group>
          </svg>
        )}
      </div>
      <LegendList aria-label={`${title}: legend`}>
        {series.map((line) => (
          <li key={line.key}>
            <Swatch $color={line.color} aria-hidden="true" />
            {line.label}
          </li>
        ))}
      </LegendList>
      <VisuallyHidden as="figcaption" id={captionId}>
        {title}
      </VisuallyHidden>
      <Numbers>
        <summary>Show the numbers</summary>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pointLabels.map((label, index) => (
              <tr key={`${label}-${index}`}>
                <th scope="row">{label}</th>
                {series.map((line) => {
                  const value = line.values[index];
                  return (
                    <td key={line.key}>
                      {value === null || value === undefined ? '–' : line.format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </ChartFigure>
  );
}
