import type { WeeklyTheme } from '@repwise/contracts/workouts';
import { Badge, Button, Card, Muted } from '@repwise/ui';
import styled, { css } from 'styled-components';
import { IntensityBadge } from '../../shared/ui/intensity-badge';
import { ButtonRow } from '../../shared/ui/layout';
import type { WeekStatus } from './week-status';

const Tile = styled(Card)<{ $status: WeekStatus }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ${({ theme, $status }) =>
    $status === 'current' &&
    css`
      border-color: ${theme.colors.primary};
    `}
  ${({ theme, $status }) =>
    $status === 'locked' &&
    css`
      background: ${theme.colors.surface};
    `}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const statusLabels: Record<WeekStatus, string> = {
  generated: 'Generated',
  current: 'Up next',
  locked: 'Locked',
};

/** One of the outline's four week cards (spec 03 §2, §4) with the actions its state allows. */
export function WeekCard({
  week,
  theme,
  status,
  isGenerating,
  isViewing,
  onGenerate,
  onUpdateProgress,
  onView,
}: {
  week: number;
  theme: WeeklyTheme | undefined;
  status: WeekStatus;
  isGenerating: boolean;
  isViewing: boolean;
  onGenerate: () => void;
  onUpdateProgress: () => void;
  onView: () => void;
}) {
  return (
    <Tile as="section" aria-label={`Week ${week}`} $status={status}>
      <Head>
        <h3>Week {week}</h3>
        <Badge
          $tone={status === 'generated' ? 'accent' : status === 'current' ? 'primary' : 'neutral'}
        >
          {statusLabels[status]}
        </Badge>
      </Head>
      {theme && (
        <>
          <strong>{theme.theme}</strong>
          <Muted>{theme.focus}</Muted>
          <div>
            <IntensityBadge intensity={theme.intensity} />
          </div>
        </>
      )}
      <ButtonRow>
        {status === 'generated' && (
          <>
            <Button
              type="button"
              $size="sm"
              $variant={isViewing ? 'primary' : 'secondary'}
              aria-pressed={isViewing}
              onClick={onView}
            >
              View Week
            </Button>
            <Button type="button" $size="sm" $variant="secondary" onClick={onUpdateProgress}>
              Update Progress
            </Button>
          </>
        )}
        {status === 'current' && (
          <Button type="button" $size="sm" disabled={isGenerating} onClick={onGenerate}>
            {isGenerating ? 'Generating...' : week === 1 ? 'Generate Week' : 'Generate Next Week'}
          </Button>
        )}
        {status === 'locked' && (
          <Button type="button" $size="sm" $variant="secondary" disabled>
            Complete Previous Weeks
          </Button>
        )}
      </ButtonRow>
    </Tile>
  );
}
