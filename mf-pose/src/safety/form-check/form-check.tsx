// Form check (tour target `pose-tracking`): the Form Analysis panel for squats and deadlifts, live
// camera or a recorded video, whose sets are saved to the user's history as tracked sets are.
import type { ApiClient, RemoteAppProps } from '@repwise/contracts';
import { Button, Card } from '@repwise/ui';
import styled from 'styled-components';
import { FormAnalysis } from '../../form-analysis/form-analysis';
import { useFormCheck } from './use-form-check';

const Controls = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p<{ $isError: boolean }>`
  color: ${({ theme, $isError }) => ($isError ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 0.9375rem;
`;

export interface FormCheckProps {
  request: ApiClient;
  notify: RemoteAppProps['notify'];
  /** A set or the whole check was stored. */
  onSaved: () => void;
}

/** The Form check section. */
export function FormCheck({ request, notify, onSaved }: FormCheckProps) {
  const check = useFormCheck({ request, notify, onSaved });
  const { status } = check;
  const canFinish = (check.savedSets > 0 || check.currentReps > 0) && !check.isFinishing;
  return (
    <FormAnalysis
      id="form-check"
      title="Form check"
      description="Check your squat or deadlift outside a workout, with the live camera or a recorded video of a set. The analysis runs on this device: no video is uploaded, only the scores of each rep are saved, as in a tracked workout, and they feed your risk assessment and form history."
      setNumber={check.panelSetNumber}
      onSetAnalysis={check.onSetAnalysis}
      onRepStateChange={check.onRepStateChange}
    >
      <Controls>
        <p>
          A set is saved when it reaches its target, or when you save it. Finish the check to add it
          to your form history.
        </p>
        <Buttons>
          <Button
            type="button"
            $variant="secondary"
            onClick={check.endSet}
            disabled={check.currentReps === 0}
          >
            Save this set
          </Button>
          <Button
            type="button"
            onClick={() => void check.finish()}
            disabled={!canFinish}
            aria-busy={check.isFinishing}
          >
            Finish form check
          </Button>
        </Buttons>
        <Status role="status" $isError={status.kind === 'failed'}>
          {status.kind === 'saving'
            ? 'Saving the set…'
            : status.kind === 'idle'
              ? check.savedSets > 0
                ? `${check.savedSets} set(s) saved in this check.`
                : 'No sets saved in this check yet.'
              : status.message}
        </Status>
      </Controls>
    </FormAnalysis>
  );
}
