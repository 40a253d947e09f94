import type { Measurement } from '@repwise/contracts/progress';
import { Axis, Curve, Group, Scale, Shape } from '@visx/visx';
import { useState } from 'react';
import { useTheme } from 'styled-components';
import { distinctDayTicks, formatDate, formatShortDate, formatValue } from '../../../shared/format';
import {
  ChartFigure,
  LegendList,
  ScreenReaderTable,
  Swatch,
  TooltipBox,
  useElementWidth,
} from '@repwise/ui';

type SeriesKey = 'weight' | 'muscleMass' | 'bodyFat';
const series: ReadonlyArray<{ key: SeriesKey; label: string; unit: 'kg' | '%' }> = [
  { key: 'weight', label: 'Weight', unit: 'kg' },
  { key: 'muscleMass', label: 'Muscle Mass', unit: 'kg' },
  { key: 'bodyFat', label: 'Body Fat', unit: '%' },
];
// 56 px each side holds the tick labels and the rotated unit (at 48 the unit was cut at the edge).
const margin = { top: 16, right: 56, bottom: 32, left: 56 };
const height = 280;

function extent(values: number[], pad: number): [number, number] {
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? [min - pad, max + pad] : [min - (max - min) * 0.1, max + (max - min) * 0.1];
}

/**
 * Line chart of the last 20 measurements (spec 02 §2): weight and muscle mass on the kg axis
 * (left), body fat on the % axis (right). Hover or arrow keys show a tooltip; a hidden table
 * gives screen readers the same numbers.
 */
export function MeasurementChart({ measurements }: { measurements: Measurement[] }) {
  const theme = useTheme();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const { ref: frameRef, width } = useElementWidth<HTMLDivElement>();
  const colors: Record<SeriesKey, string> = {
    weight: theme.colors.primary,
    muscleMass: theme.colors.accent,
    bodyFat: theme.colors.warning,
  };
  const points = measurements.map((m) => ({ ...m, date: new Date(m.recordedAt) }));
  const active = activeIndex === null ? null : points[activeIndex];
  const present = series.filter((s) => points.some((p) => p[s.key] !== null));

  return (
    <ChartFigure
      tabIndex={0}
      aria-label="Measurements chart. Use the left and right arrow keys to read each measurement."
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const step = event.key === 'ArrowRight' ? 1 : -1;
        setActiveIndex((index) =>
          Math.min(
            points.length - 1,
            Math.max(0, index === null ? points.length - 1 : index + step),
          ),
        );
      }}
      onBlur={() => setActiveIndex(null)}
    >
      <div ref={frameRef}>
        {(() => {
          if (width < 10) return <div style={{ height }} />;
          const innerWidth = width - margin.left - margin.right;
          const innerHeight = height - margin.top - margin.bottom;
          const times = points.map((p) => p.date.getTime());
          // One measurement stands in the middle of a day-wide axis labelled with its own day (the
          // axis ran to the next day from it, and the next day's midnight was its only label).
          const onlyPoint = points.length === 1 ? points[0] : undefined;
          const halfDay = onlyPoint ? 43_200_000 : 0;
          const x = Scale.scaleTime({
            domain: [
              new Date(Math.min(...times) - halfDay),
              new Date(Math.max(...times) + halfDay),
            ],
            range: [0, innerWidth],
          });
          const kgValues = points
            .flatMap((p) => [p.weight, p.muscleMass])
            .filter((v): v is number => v !== null);
          const percentValues = points.map((p) => p.bodyFat).filter((v): v is number => v !== null);
          const yKg = Scale.scaleLinear({
            domain: extent(kgValues, 5),
            range: [innerHeight, 0],
            nice: true,
          });
          const yPercent = Scale.scaleLinear({
            domain: extent(percentValues, 2),
            range: [innerHeight, 0],
            nice: true,
          });
          const yOf = (key: SeriesKey) => (key === 'bodyFat' ? yPercent : yKg);
          const tickProps = { fill: theme.colors.textMuted, fontSize: 11 };
          return (
            <div style={{ position: 'relative' }}>
              <svg
                width={width}
                height={height}
                aria-hidden="true"
                onMouseLeave={() => setActiveIndex(null)}
                onMouseMove={(event) => {
                  const bounds = event.currentTarget.getBoundingClientRect();
                  const pointerX = event.clientX - bounds.left - margin.left;
                  let nearest = 0;
                  points.forEach((p, index) => {
                    const current = points[nearest];
                    if (
                      current &&
                      Math.abs(x(p.date) - pointerX) < Math.abs(x(current.date) - pointerX)
                    )
                      nearest = index;
                  });
                  setActiveIndex(points.length ? nearest : null);
                }}
              >
                <Group.Group left={margin.left} top={margin.top}>
                  {yKg.ticks(5).map((tick) => (
                    <line
                      key={tick}
                      x1={0}
                      x2={innerWidth}
                      y1={yKg(tick)}
                      y2={yKg(tick)}
                      stroke={theme.colors.border}
                      strokeDasharray="3 3"
                    />
                  ))}
                  <Axis.AxisLeft
                    scale={yKg}
                    numTicks={5}
                    label="kg"
                    stroke={theme.colors.border}
                    tickStroke={theme.colors.border}
                    tickLabelProps={() => ({ ...tickProps, textAnchor: 'end', dx: -4, dy: 3 })}
                    labelProps={{ ...tickProps, fontWeight: 600 }}
                  />
                  <Axis.AxisRight
                    left={innerWidth}
                    scale={yPercent}
                    numTicks={5}
                    label="%"
                    stroke={theme.colors.border}
                    tickStroke={theme.colors.border}
                    tickLabelProps={() => ({ ...tickProps, textAnchor: 'start', dx: 4, dy: 3 })}
                    labelProps={{ ...tickProps, fontWeight: 600 }}
                  />
                  <Axis.AxisBottom
                    top={innerHeight}
                    scale={x}
                    tickValues={
                      onlyPoint
                        ? [onlyPoint.date]
                        : distinctDayTicks(x.ticks(Math.max(2, Math.floor(innerWidth / 90))))
                    }
                    tickFormat={(value) =>
                      formatShortDate(value instanceof Date ? value : new Date(Number(value)))
                    }
                    stroke={theme.colors.border}
                    tickStroke={theme.colors.border}
                    tickLabelProps={() => ({ ...tickProps, textAnchor: 'middle' })}
                  />
                  {present.map((s) => {
                    const defined = points.filter((p) => p[s.key] !== null);
                    return (
                      <g key={s.key}>
                        <Shape.LinePath
                          data={defined}
                          x={(p) => x(p.date)}
                          y={(p) => yOf(s.key)(p[s.key] ?? 0)}
                          stroke={colors[s.key]}
                          strokeWidth={2.5}
                          curve={Curve.curveMonotoneX}
                        />
                        {defined.map((p) => (
                          <circle
                            key={p.id}
                            cx={x(p.date)}
                            cy={yOf(s.key)(p[s.key] ?? 0)}
                            r={p === active ? 5 : 3}
                            fill={colors[s.key]}
                            stroke={theme.colors.surfaceRaised}
                            strokeWidth={1.5}
                          />
                        ))}
                      </g>
                    );
                  })}
                  {active && (
                    <line
                      x1={x(active.date)}
                      x2={x(active.date)}
                      y1={0}
                      y2={innerHeight}
                      stroke={theme.colors.textMuted}
                      strokeDasharray="4 4"
                    />
                  )}
                </Group.Group>
              </svg>
              {active && (
                <TooltipBox
                  role="status"
                  style={{
                    top: margin.top,
                    left: Math.min(width - 160, Math.max(0, margin.left + x(active.date) + 12)),
                  }}
                >
                  <strong>{formatDate(active.recordedAt)}</strong>
                  {series.map((s) => (
                    <div key={s.key}>
                      {s.label}: {formatValue(active[s.key], s.unit)}
                    </div>
                  ))}
                </TooltipBox>
              )}
            </div>
          );
        })()}
      </div>
      <LegendList aria-label="Legend">
        {series.map((s) => (
          <li key={s.key}>
            <Swatch $color={colors[s.key]} aria-hidden="true" />
            {s.label} ({s.unit})
          </li>
        ))}
      </LegendList>
      <ScreenReaderTable>
        <caption>Last {points.length} measurements, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label} ({s.unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <th scope="row">{formatDate(p.recordedAt)}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(p[s.key], s.unit)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScreenReaderTable>
    </ChartFigure>
  );
}
