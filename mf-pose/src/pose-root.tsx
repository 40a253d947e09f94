import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import type { TrackedExercise } from '@repwise/domain/pose';
import { Button, Card } from '@repwise/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { TrackingPanel } from './panels/tracking-panel';

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Intro = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 65ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const EXERCISES: { id: TrackedExercise; label: string }[] = [
  { id: 'squat', label: 'Squat' },
  { id: 'deadlift', label: 'Deadlift' },
];

/**
 * The pose area: camera form analysis for squats and deadlifts, on its own (pick the exercise,
 * then the live camera or a recorded video of a set). The active workout embeds the same panels
 * (exposed as ./squat-panel and ./deadlift-panel) under its own h1, so headings start at h2.
 */
export function PoseRoot(_props: RemoteAppProps) {
  const headingId = useId();
  const [exercise, setExercise] = useState<TrackedExercise>('squat');
  return (
    <Screen>
      <Intro as="section" aria-labelledby={headingId} {...tourTarget('pose-tracking')}>
        <h2 id={headingId}>Form Analysis</h2>
        <p>
          The camera tracks your body pose for squats and deadlifts, counts your reps and scores
          your form from 1 to 10. Use the live camera or a recorded video of your set; everything
          runs on this device and no video is uploaded. During the active workout, the same tracking
          appears beside your squats and deadlifts.
        </p>
        <Choices role="radiogroup" aria-label="Exercise">
          {EXERCISES.map(({ id, label }) => (
            <Button
              key={id}
              type="button"
              role="radio"
              aria-checked={exercise === id}
              $variant={exercise === id ? 'primary' : 'secondary'}
              onClick={() => setExercise(id)}
            >
              {label}
            </Button>
          ))}
        </Choices>
      </Intro>
      <TrackingPanel key={exercise} exercise={exercise} />
    </Screen>
  );
}
