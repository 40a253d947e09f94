import { Button, Muted, SectionCard } from '@repwise/ui';
import { formatClock } from '../../shared/model/dates';
import { ButtonRow } from '../../shared/ui/layout';
import { ClockFace } from './clock-face';
import { PlanNote } from './plan-note';
import { useCountdown } from './use-countdown';

/** The rest between sets (spec 03 §2, §4): counts down, can pause and resume, ends at zero or on Skip Rest. */
export function RestPanel({
  seconds,
  nextLabel,
  nextNote,
  onEnd,
}: {
  seconds: number;
  nextLabel: string;
  /** The plan's note on the next set's exercise ("Do it seated."). */
  nextNote?: string;
  onEnd: () => void;
}) {
  const countdown = useCountdown(seconds, { autoStart: true, onFinished: onEnd });
  return (
    <SectionCard title="Rest">
      <ClockFace
        $tone="accent"
        $sizeRem={3}
        role="timer"
        aria-label={`Rest: ${countdown.remainingSeconds} seconds left`}
      >
        {formatClock(countdown.remainingSeconds)}
      </ClockFace>
      <Muted>Up next: {nextLabel}</Muted>
      <PlanNote label="Note:" text={nextNote} />
      <ButtonRow>
        {countdown.isRunning ? (
          <Button type="button" $variant="secondary" onClick={countdown.pause}>
            Pause Rest
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={countdown.start}>
            Resume Rest
          </Button>
        )}
        <Button type="button" onClick={onEnd}>
          Skip Rest
        </Button>
      </ButtonRow>
    </SectionCard>
  );
}
