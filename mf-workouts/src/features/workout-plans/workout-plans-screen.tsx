import type { RemoteAppProps } from '@repwise/contracts';
import { Button, Page, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import styled from 'styled-components';
import { useActiveWeek } from '../../api/use-plan-data';
import {
  buildWorkoutViewPath,
  readWorkoutView,
  type WorkoutView,
} from '../../shared/model/app-paths';
import { ActiveWorkoutView } from '../active-workout/active-workout-view';
import { CalendarView } from '../calendar/calendar-view';
import { LibraryView } from '../library/library-view';
import { ProgressiveView } from '../progressive/progressive-view';
import { DailyPlanView } from './daily-plan-view';
import { OverviewView } from './overview-view';

const ViewNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const viewButtons: readonly { view: WorkoutView; label: string }[] = [
  { view: 'overview', label: 'Overview' },
  { view: 'daily', label: 'Daily Plan' },
  { view: 'calendar', label: 'Calendar' },
  { view: 'library', label: 'Library' },
];

const subtitles: Record<WorkoutView, string> = {
  overview: 'Your plan, your next workout and your numbers.',
  daily: "This week's workouts, day by day.",
  calendar: 'Your training month at a glance.',
  library: 'Browse exercises and start one as a guided workout.',
  generator: 'A progressive 4-week programme built around you.',
  active: 'Follow along set by set.',
};

/**
 * The Workout Plans page (spec 03 §2): view buttons Overview, Daily Plan, Calendar, Library and Edit
 * Quiz; the generator and the active workout are views reached from inside the page.
 */
export function WorkoutPlansScreen({
  location,
  navigate,
  notify,
  user,
}: Pick<RemoteAppProps, 'location' | 'navigate' | 'notify' | 'user'>) {
  const view = readWorkoutView(location.search);
  const activeWeek = useActiveWeek();
  const active = activeWeek.data;
  return (
    <Page>
      <PageHeader>
        <PageTitle>Workout Plans</PageTitle>
        <PageSubtitle>{subtitles[view]}</PageSubtitle>
      </PageHeader>
      <ViewNav aria-label="Workout plan views">
        {viewButtons.map((button) => (
          <Button
            key={button.view}
            type="button"
            $size="sm"
            $variant={button.view === view ? 'primary' : 'secondary'}
            aria-current={button.view === view ? 'page' : undefined}
            onClick={() => navigate(buildWorkoutViewPath(button.view))}
          >
            {button.label}
          </Button>
        ))}
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          onClick={() => navigate('/onboarding?mode=edit')}
        >
          Edit Quiz
        </Button>
      </ViewNav>
      {view === 'overview' && (
        <OverviewView active={active ?? null} navigate={navigate} notify={notify} />
      )}
      {view === 'daily' && (
        <DailyPlanView
          active={active}
          activeError={activeWeek.error}
          navigate={navigate}
          notify={notify}
        />
      )}
      {view === 'calendar' && <CalendarView />}
      {view === 'library' && <LibraryView navigate={navigate} />}
      {view === 'generator' && <ProgressiveView location={location} notify={notify} />}
      {view === 'active' && (
        <ActiveWorkoutView location={location} navigate={navigate} notify={notify} user={user} />
      )}
    </Page>
  );
}
