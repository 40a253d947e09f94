import type { WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { workoutPlanConstants } from '@repwise/contracts/workouts';
import { Badge, Button, Muted, SectionCard } from '@repwise/ui';
import { useState } from 'react';
import { FactGrid } from '../../shared/ui/fact-grid';
import { formatEnumLabel } from '../../shared/model/format';
import type { Weekday } from '../../shared/model/weekdays';
import { ButtonRow, CardGrid } from '../../shared/ui/layout';
import { WeekStrip } from '../week-strip/week-strip';
import { WorkoutDetail } from '../week-strip/workout-detail';
import { WeekCard } from './week-card';
import { resolveWeekStatus } from './week-status';

function WeekPreview({ weeklyPlan }: { weeklyPlan: WeeklyPlan }) {
  const [selectedDay, setSelectedDay] = useState<Weekday | null>(
    weeklyPlan.weekJson.workouts[0]?.day ?? null,
  );
  const selected = weeklyPlan.weekJson.workouts.find((workout) => workout.day === selectedDay);
  return (
    <>
      <SectionCard title={`Week ${weeklyPlan.weekNumber} Plan`}>
        {weeklyPlan.weekJson.message && <Muted>{weeklyPlan.weekJson.message}</Muted>}
        <WeekStrip
          workouts={weeklyPlan.weekJson.workouts}
          selectedDay={selectedDay}
          onSelect={setSelectedDay}
        />
      </SectionCard>
      {selected && <WorkoutDetail workout={selected} />}
    </>
  );
}

/**
 * The programme outline (spec 03 §2): its strategy and metrics, four week cards (generated, current
 * or locked) and the viewed week's plan; 'Back to Form' returns to the form.
 */
export function OutlineView({
  plan,
  weeklyPlans,
  generatingWeek,
  isActivating,
  onGenerateWeek,
  onUpdateProgress,
  onActivate,
  onBackToForm,
}: {
  plan: WorkoutPlan;
  weeklyPlans: readonly WeeklyPlan[];
  generatingWeek: number | null;
  isActivating: boolean;
  onGenerateWeek: (week: number) => void;
  onUpdateProgress: (week: number) => void;
  onActivate: () => void;
  onBackToForm: () => void;
}) {
  const outline = plan.outline;
  const latest = [...weeklyPlans].sort((a, b) => b.weekNumber - a.weekNumber)[0];
  const [viewedWeek, setViewedWeek] = useState<number | null>(null);
  const viewed = weeklyPlans.find((week) => week.weekNumber === (viewedWeek ?? latest?.weekNumber));
  if (!outline) return null;
  const weeks = Array.from({ length: workoutPlanConstants.programWeeks }, (_, index) => index + 1);
  return (
    <>
      <SectionCard
        title={outline.programName}
        aside={
          plan.isActive ? <Badge $tone="primary">Active Plan</Badge> : <Badge>Not active</Badge>
        }
      >
        <FactGrid $minPx={220} $valueRem={0.95}>
          <div>
            <dt>Difficulty</dt>
            <dd>{formatEnumLabel(outline.difficulty)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{outline.totalDuration} weeks</dd>
          </div>
          <div>
            <dt>Volume progression</dt>
            <dd>{outline.progressionStrategy.volumeProgression}</dd>
          </div>
          <div>
            <dt>Intensity progression</dt>
            <dd>{outline.progressionStrategy.intensityProgression}</dd>
          </div>
        </FactGrid>
        <Muted>Progress metrics: {outline.progressMetrics.join(', ')}</Muted>
        <ButtonRow>
          <Button type="button" $variant="secondary" onClick={onBackToForm}>
            Back to Form
          </Button>
          {!plan.isActive && (
            <Button
              type="button"
              disabled={isActivating || plan.generatedWeeks.length === 0}
              onClick={onActivate}
            >
              {isActivating ? 'Activating...' : 'Activate Plan'}
            </Button>
          )}
        </ButtonRow>
      </SectionCard>
      <CardGrid $minPx={280} aria-label="Programme weeks">
        {weeks.map((week) => (
          <WeekCard
            key={week}
            week={week}
            theme={outline.weeklyThemes.find((theme) => theme.week === week)}
            status={resolveWeekStatus(week, plan)}
            isGenerating={generatingWeek === week}
            isViewing={viewed?.weekNumber === week}
            onGenerate={() => onGenerateWeek(week)}
            onUpdateProgress={() => onUpdateProgress(week)}
            onView={() => setViewedWeek(week)}
          />
        ))}
      </CardGrid>
      {viewed && <WeekPreview key={viewed.id} weeklyPlan={viewed} />}
    </>
  );
}
