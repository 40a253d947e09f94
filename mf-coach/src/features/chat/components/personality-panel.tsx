import { communicationStyles, motivationApproaches } from '@repwise/contracts/coach';
import { Button, Card, ChoiceGroup, ChoiceOption } from '@repwise/ui';
import styled from 'styled-components';
import { motivationOptions, styleOptions, type CoachPersonality } from '../model/personality';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Personality customisation: style and motivation approach; a change starts over with its welcome. */
export function PersonalityPanel({
  id,
  personality,
  onChange,
  onClose,
}: {
  id: string;
  personality: CoachPersonality;
  onChange: (next: CoachPersonality) => void;
  onClose: () => void;
}) {
  return (
    <Panel as="section" id={id} aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>Customize your coach</h2>
        <p>Changing the personality starts a new conversation with its welcome message.</p>
      </div>
      <ChoiceGroup legend="Communication style">
        {communicationStyles.map((style) => (
          <ChoiceOption key={style}>
            <input
              type="radio"
              name={`${id}-style`}
              value={style}
              checked={personality.communicationStyle === style}
              onChange={() => onChange({ ...personality, communicationStyle: style })}
            />
            <span>{styleOptions[style].label}</span>
            <small>{styleOptions[style].description}</small>
          </ChoiceOption>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Motivation approach">
        {motivationApproaches.map((approach) => (
          <ChoiceOption key={approach}>
            <input
              type="radio"
              name={`${id}-motivation`}
              value={approach}
              checked={personality.motivationApproach === approach}
              onChange={() => onChange({ ...personality, motivationApproach: approach })}
            />
            <span>{motivationOptions[approach].label}</span>
            <small>{motivationOptions[approach].description}</small>
          </ChoiceOption>
        ))}
      </ChoiceGroup>
      <div>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Panel>
  );
}
