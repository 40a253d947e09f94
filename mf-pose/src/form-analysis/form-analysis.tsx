import { tourTarget } from '@repwise/contracts';
import type { RepStateDto, SetAnalysisReport } from '@repwise/contracts/pose';
import type { TrackedExercise } from '@repwise/domain/pose';
import { Button, Card } from '@repwise/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TrackingPanel } from '../panels/tracking-panel';

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  scroll-margin-top: 88px;
  min-width: 0;
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
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.space(4)};
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

export interface FormAnalysisProps {
  /** The h2. */
  title?: string;
  /** The explanation under it. */
  description?: string;
  /** The element id (an anchor the page links to). */
  id?: string;
  /** The set being counted; changing it ends the set (the panel reports it). Default 1. */
  setNumber?: number;
  onSetAnalysis?: (report: SetAnalysisReport) => void;
  onRepStateChange?: (state: RepStateDto) => void;
  /** What follows the tracking panel (a form check's save controls). */
  children?: ReactNode;
}

const defaultDescription =
  'The camera tracks your body pose for squats and deadlifts, counts your reps and scores your form from 1 to 10. Use the live camera or a recorded video of your set; everything runs on this device and no video is uploaded. During the active workout, the same tracking appears beside your squats and deadlifts.';

/**
 * Camera form analysis for squats and deadlifts, on its own (pick the exercise, then the live
 * camera or a recorded video of a set): tour target `pose-tracking`. The active workout embeds
 * the same panels (exposed as ./squat-panel and ./deadlift-panel) under its own h1, so headings
 * start at h2.
 */
export function FormAnalysis({
  title = 'Form Analysis',
  description = defaultDescription,
  id,
  setNumber,
  onSetAnalysis,
  onRepStateChange,
  children,
}: FormAnalysisProps) {
  const headingId = useId();
  const [exercise, setExercise] = useState<TrackedExercise>('squat');
  return (
    <Screen id={id}>
      <Intro as="section" aria-labelledby={headingId} {...tourTarget('pose-tracking')}>
        <h2 id={headingId}>{title}</h2>
        <p>{description}</p>
        <Choices role="radiogroup" aria-label="Exercise">
          {EXERCISES.map(({ id: choice, label }) => (
            <Button
              key={choice}
              type="button"
              role="radio"
              aria-checked={exercise === choice}
              $variant={exercise === choice ? 'primary' : 'secondary'}
              onClick={() => setExercise(choice)}
            >
              {label}
            </Button>
          ))}
        </Choices>
      </Intro>
      <TrackingPanel
        key={exercise}
        exercise={exercise}
        headingLevel={3}
        setNumber={setNumber}
        onSetAnalysis={onSetAnalysis}
        onRepStateChange={onRepStateChange}
      />
      {children}
    </Screen>
  );
}
