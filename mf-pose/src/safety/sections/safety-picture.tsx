// What the user told the product elsewhere about training safely: onboarding's safety
// considerations and the personal training quiz's risk profile, each with a way to update it.
import { Badge, Button } from '@repwise/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { OnboardingSafety, QuizRisk } from '../api/safety-api';
import { formatLevel, levelTone } from '../model/safety-format';
import { Columns, ReadState, SubHeading, TextList, type Read } from './section-frame';

const Source = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    justify-self: start;
  }
`;

export interface SafetyPictureProps {
  onboarding: Read<OnboardingSafety>;
  quiz: Read<QuizRisk>;
  navigate: (to: string) => void;
}

/** A link into another area, through the shell's router. */
function AreaLink({
  to,
  navigate,
  children,
}: {
  to: string;
  navigate: (to: string) => void;
  children: ReactNode;
}) {
  return (
    <Button
      as="a"
      href={to}
      $variant="secondary"
      $size="sm"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

function OnboardingPart({ safety }: { safety: OnboardingSafety }) {
  if (safety.status === 'pending') return <p>Your plan is still being prepared.</p>;
  if (safety.status === 'missing') return <p>You have not completed the assessment yet.</p>;
  if (safety.considerations.length === 0) return <p>No special considerations.</p>;
  return (
    <TextList>
      {safety.considerations.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </TextList>
  );
}

function QuizPart({ risk }: { risk: NonNullable<QuizRisk> }) {
  return (
    <>
      <span>
        Risk level <Badge $tone={levelTone(risk.level)}>{formatLevel(risk.level)}</Badge>
      </span>
      <p>
        {risk.clearanceRequired
          ? 'Medical clearance is recommended before you train hard.'
          : 'No medical clearance needed.'}
      </p>
      {risk.primaryConcerns.length > 0 && (
        <TextList aria-label="Concerns from the quiz">
          {risk.primaryConcerns.map((concern) => (
            <li key={concern}>{concern}</li>
          ))}
        </TextList>
      )}
    </>
  );
}

/** The two sources side by side (stacked on phones). */
export function SafetyPicture({ onboarding, quiz, navigate }: SafetyPictureProps) {
  return (
    <Columns>
      <Source aria-labelledby="safety-from-assessment">
        <SubHeading id="safety-from-assessment">From your fitness assessment</SubHeading>
        <ReadState read={onboarding} what="your assessment">
          {(safety) => <OnboardingPart safety={safety} />}
        </ReadState>
        <AreaLink to="/onboarding?mode=edit" navigate={navigate}>
          Update your assessment
        </AreaLink>
      </Source>
      <Source aria-labelledby="safety-from-quiz">
        <SubHeading id="safety-from-quiz">From the personal training quiz</SubHeading>
        <ReadState read={quiz} what="your quiz results">
          {(risk) => (risk ? <QuizPart risk={risk} /> : <p>You have not taken the quiz yet.</p>)}
        </ReadState>
        <AreaLink to="/onboarding/quiz" navigate={navigate}>
          {quiz.data === null ? 'Take the quiz' : 'Retake the quiz'}
        </AreaLink>
      </Source>
    </Columns>
  );
}
