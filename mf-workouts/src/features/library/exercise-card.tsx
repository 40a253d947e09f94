import type { CatalogueExercise } from '@repwise/contracts/workouts';
import { Badge, Button, Card, Muted } from '@repwise/ui';
import styled from 'styled-components';
import { formatEnumLabel, pluralize } from '../../shared/model/format';
import { ButtonRow } from '../../shared/ui/layout';

const Tile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Favourite = styled.button<{ $isOn: boolean }>`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $isOn }) => ($isOn ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 1.125rem;
  cursor: pointer;
`;

const Mistakes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** Up to 3 muscle groups, then "+N more" for the rest (spec 03 §2). */
export function summarizeMuscleGroups(groups: readonly string[]): string[] {
  return groups.length > 3 ? [...groups.slice(0, 3), `+${groups.length - 3} more`] : [...groups];
}

/** A library card (spec 03 §2): name, difficulty, category, description, steps, muscles, equipment, common mistakes, actions. */
export function ExerciseCard({
  exercise,
  isFavourite,
  onToggleFavourite,
  onStart,
}: {
  exercise: CatalogueExercise;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  onStart: () => void;
}) {
  return (
    <Tile as="article" aria-label={exercise.name}>
      <Head>
        <h3>{exercise.name}</h3>
        <Favourite
          type="button"
          $isOn={isFavourite}
          aria-pressed={isFavourite}
          aria-label={`Favourite ${exercise.name}`}
          onClick={onToggleFavourite}
        >
          {isFavourite ? '♥' : '♡'}
        </Favourite>
      </Head>
      <Tags>
        <Badge $tone="primary">{formatEnumLabel(exercise.difficulty)}</Badge>
        <Badge $tone="accent">{formatEnumLabel(exercise.category)}</Badge>
      </Tags>
      <Muted>{exercise.description}</Muted>
      <Muted>{pluralize(exercise.instructions.length, 'instruction step')}</Muted>
      <Tags aria-label="Muscle groups">
        {summarizeMuscleGroups(exercise.muscleGroups).map((group) => (
          <Badge key={group}>{group}</Badge>
        ))}
      </Tags>
      <Muted>Equipment: {exercise.equipment.join(', ') || 'None'}</Muted>
      {exercise.commonMistakes.length > 0 && (
        <>
          <Muted>Common mistakes:</Muted>
          <Mistakes aria-label="Common mistakes">
            {exercise.commonMistakes.map((mistake) => (
              <li key={mistake}>{mistake}</li>
            ))}
          </Mistakes>
        </>
      )}
      <ButtonRow>
        <Button
          type="button"
          $size="sm"
          onClick={onStart}
          aria-label={`Start Workout: ${exercise.name}`}
        >
          Start Workout
        </Button>
      </ButtonRow>
    </Tile>
  );
}
