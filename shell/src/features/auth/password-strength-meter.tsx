import {
  passwordChecklistItems,
  scorePasswordStrength,
  type PasswordStrengthColorBand,
} from '@repwise/domain';
import { VisuallyHidden } from '@repwise/ui';
import { useMemo } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

const bandColors: Record<PasswordStrengthColorBand, keyof DefaultTheme['colors']> = {
  red: 'danger',
  orange: 'warning',
  yellow: 'warning',
  lime: 'success',
  green: 'success',
};

const Meter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BarRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Track = styled.div`
  flex: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div<{ $band: PasswordStrengthColorBand }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $band }) => theme.colors[bandColors[$band]]};
  transition:
    width 200ms ease,
    background-color 200ms ease;
`;

const Level = styled.strong<{ $band: PasswordStrengthColorBand }>`
  min-width: 5.5em;
  text-align: right;
  color: ${({ theme, $band }) => theme.colors[bandColors[$band]]};
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Checklist = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

const Mark = styled.span<{ $isMet: boolean }>`
  display: inline-block;
  width: 1.25em;
  font-weight: 700;
  color: ${({ theme, $isMet }) => ($isMet ? theme.colors.success : theme.colors.textMuted)};
`;

const Requirement = styled.li<{ $isMet: boolean }>`
  color: ${({ theme, $isMet }) => ($isMet ? theme.colors.text : theme.colors.textMuted)};
`;

/**
 * Strength of the password being chosen (spec 01 §5): a coloured progress bar with its level and
 * hints, shown once something is typed, and the requirement checklist, always shown. Level and
 * checklist changes are announced politely.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = useMemo(() => scorePasswordStrength(password), [password]);
  const hasPassword = password.length > 0;
  return (
    <Meter>
      <div aria-live="polite">
        {hasPassword && (
          <BarRow>
            <Track
              role="progressbar"
              aria-label="Password strength"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={strength.score}
              aria-valuetext={`${strength.level} (${strength.score} out of 100)`}
            >
              <Fill $band={strength.colorBand} style={{ width: `${strength.score}%` }} />
            </Track>
            <Level $band={strength.colorBand}>
              <VisuallyHidden>Password strength: </VisuallyHidden>
              <span>{strength.level}</span>
            </Level>
          </BarRow>
        )}
      </div>
      {hasPassword && strength.hints.length > 0 && (
        <PlainList aria-label="Password tips">
          {strength.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </PlainList>
      )}
      <Checklist aria-label="Password requirements" aria-live="polite">
        {passwordChecklistItems.map(({ key, label }) => {
          const isMet = strength.checklist[key];
          return (
            <Requirement key={key} $isMet={isMet} aria-atomic="true">
              <Mark $isMet={isMet} aria-hidden="true">
                {isMet ? '✓' : '○'}
              </Mark>
              {label}
              <VisuallyHidden>{isMet ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Requirement>
          );
        })}
      </Checklist>
    </Meter>
  );
}
