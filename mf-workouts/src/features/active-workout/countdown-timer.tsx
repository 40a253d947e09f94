import { Button } from '@repwise/ui';
import styled from 'styled-components';
import { formatClock } from '../../shared/model/dates';
import { ButtonRow } from '../../shared/ui/layout';
import { ClockFace } from './clock-face';
import { useCountdown } from './use-countdown';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
`;

/** The timed exercise's countdown (spec 03 §2): start, pause and reset; it stops at zero. */
export function CountdownTimer({ seconds, label }: { seconds: number; label: string }) {
  const countdown = useCountdown(seconds);
  const isDone = countdown.remainingSeconds === 0;
  return (
    <Box role="group" aria-label={label}>
      <ClockFace role="timer" aria-label={`${label}: ${countdown.remainingSeconds} seconds left`}>
        {formatClock(countdown.remainingSeconds)}
      </ClockFace>
      <ButtonRow>
        {countdown.isRunning ? (
          <Button type="button" $variant="secondary" onClick={countdown.pause}>
            Pause Timer
          </Button>
        ) : (
          <Button type="button" $variant="secondary" disabled={isDone} onClick={countdown.start}>
            Start Timer
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={countdown.reset}>
          Reset Timer
        </Button>
      </ButtonRow>
      {isDone && <p role="status">Time! Mark the set complete.</p>}
    </Box>
  );
}
