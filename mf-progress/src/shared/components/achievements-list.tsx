import type { AchievementsView } from '@repwise/contracts/progress';
import { Badge, Muted } from '@repwise/ui';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $earned: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.surface : 'transparent')};
  border-style: ${({ $earned }) => ($earned ? 'solid' : 'dashed')};
`;

const Icon = styled.span<{ $earned: boolean }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex: none;
  border-radius: 50%;
  font-size: 1rem;
  font-weight: 700;
  background: ${({ theme, $earned }) => ($earned ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $earned }) => ($earned ? theme.colors.background : theme.colors.textMuted)};
`;

// Plain glyphs: emoji fonts are not installed everywhere (Debian's Chromium showed empty boxes).
const icons: Record<string, string> = {
  'first-workout': '1',
  'seven-day-streak': '7',
  'goal-achiever': '★',
};

/** First Workout, 7 Day Streak and Goal Achiever, each marked earned or locked. */
export function AchievementsList({ view }: { view: AchievementsView }) {
  return (
    <>
      <List>
        {view.achievements.map((achievement) => (
          <Item key={achievement.id} $earned={achievement.earned}>
            <Icon $earned={achievement.earned} aria-hidden="true">
              {icons[achievement.id] ?? '★'}
            </Icon>
            <div style={{ flex: 1 }}>
              <strong>{achievement.name}</strong>
              <Muted>{achievement.description}</Muted>
            </div>
            <Badge $tone={achievement.earned ? 'accent' : 'neutral'}>
              {achievement.earned ? 'Earned' : 'Locked'}
            </Badge>
          </Item>
        ))}
      </List>
      {!view.workoutHistoryAvailable && (
        <Muted style={{ marginTop: 8 }}>
          Workout history is unavailable right now, so workout achievements may be missing.
        </Muted>
      )}
    </>
  );
}
