import { communicationStyles, motivationApproaches } from '@repwise/contracts/coach';
import { Button, Card } from '@repwise/ui';
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

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    grid-column: 2;
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
      <Fieldset>
        <legend>Communication style</legend>
        {communicationStyles.map((style) => (
          <Option key={style}>
            <input
              type="radio"
              name={`${id}-style`}
              value={style}
              checked={personality.communicationStyle === style}
              onChange={() => onChange({ ...personality, communicationStyle: style })}
            />
            <span>{styleOptions[style].label}</span>
            <small>{styleOptions[style].description}</small>
          </Option>
        ))}
      </Fieldset>
      <Fieldset>
        <legend>Motivation approach</legend>
        {motivationApproaches.map((approach) => (
          <Option key={approach}>
            <input
              type="radio"
              name={`${id}-motivation`}
              value={approach}
              checked={personality.motivationApproach === approach}
              onChange={() => onChange({ ...personality, motivationApproach: approach })}
            />
            <span>{motivationOptions[approach].label}</span>
            <small>{motivationOptions[approach].description}</small>
          </Option>
        ))}
      </Fieldset>
      <div>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Panel>
  );
}
