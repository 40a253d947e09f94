// The set's rep history: each counted rep with its score and its form faults, each fault with the
// video time of its worst frame and the measure behind it (issue #16).
import type { FaultMeasureUnit, FormFaultName, RepFault } from '@repwise/domain/pose';
import styled from 'styled-components';
import type { RepRecord } from '../session/exercise-tracker';

const FAULT_LABELS: Record<FormFaultName, string> = {
  'shallow-depth': 'Too shallow',
  'knee-valgus': 'Knees caving in',
  'forward-lean': 'Leaning forward',
  'rounded-back': 'Rounded back',
  'hips-rise-early': 'Hips rising first',
};

const MEASURE_NAMES: Record<FormFaultName, string> = {
  'shallow-depth': 'depth',
  'knee-valgus': 'knee/ankle width',
  'forward-lean': 'torso lean',
  'rounded-back': 'back shortened',
  'hips-rise-early': 'hip/shoulder rise',
};

/** The measure's name where a fault has more than one (hips rising early seen from the side). */
function nameMeasure(fault: RepFault): string {
  if (fault.fault === 'hips-rise-early' && fault.unit === 'percent') return 'chest risen by then';
  return MEASURE_NAMES[fault.fault];
}

function formatMeasure(value: number, unit: FaultMeasureUnit): string {
  if (unit === 'deg') return `${value.toFixed(0)}°`;
  if (unit === 'percent') return `${value.toFixed(0)} %`;
  return `${value.toFixed(2)}×`;
}

/** "Rounded back (moderate) at 12.3 s: back shortened 18 %". */
export function describeRepFault(fault: RepFault): string {
  return (
    `${FAULT_LABELS[fault.fault]} (${fault.severity}) at ${(fault.atMs / 1000).toFixed(1)} s: ` +
    `${nameMeasure(fault)} ${formatMeasure(fault.measure, fault.unit)}`
  );
}

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Fault = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

/** The reps of the set so far, newest last; nothing before the first rep. */
export function RepHistory({ reps }: { reps: readonly RepRecord[] }) {
  if (reps.length === 0) return null;
  return (
    <section aria-label="Rep history">
      <List>
        {reps.map((rep) => (
          <li key={rep.count}>
            Rep {rep.count}: {rep.score.toFixed(1)}/10
            {rep.faults.length === 0
              ? ' · clean'
              : rep.faults.map((fault) => (
                  <Fault key={fault.fault}> · {describeRepFault(fault)}</Fault>
                ))}
          </li>
        ))}
      </List>
    </section>
  );
}
