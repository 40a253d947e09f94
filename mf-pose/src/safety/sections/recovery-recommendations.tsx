// Recovery recommendations (tour target `recovery-recommendations`): the open interventions with
// duration, expected outcome and progress markers; "Mark as done" sets completedAt on the server
// (spec 03 §4: an intervention is active until then), and done ones are listed below.
import type { InterventionDto } from '@repwise/contracts/pose';
import { Badge, Button, FactList } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { RiskReport } from '../api/safety-api';
import { formatDate, formatLevel, formatWords, levelTone } from '../model/safety-format';
import {
  ItemCard,
  ItemList,
  ItemTitle,
  MutedText,
  ReadState,
  SectionFrame,
  SubHeading,
  TitledLines,
  type Read,
} from './section-frame';

const Items = styled(ItemList)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  button {
    justify-self: start;
  }
`;

const Done = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function InterventionItem({
  intervention,
  isBusy,
  onComplete,
}: {
  intervention: InterventionDto;
  isBusy: boolean;
  onComplete: () => void;
}) {
  return (
    <ItemCard aria-label={intervention.title}>
      <ItemTitle>
        <h3>{intervention.title}</h3>
        <Badge $tone={levelTone(intervention.priority)}>
          {formatLevel(intervention.priority)} priority
        </Badge>
      </ItemTitle>
      <p>{intervention.description}</p>
      <FactList $gap={1}>
        <div>
          <dt>Kind</dt>
          <dd>{formatWords(intervention.type)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{intervention.duration}</dd>
        </div>
        <div>
          <dt>Suggested</dt>
          <dd>{formatDate(intervention.createdAt)}</dd>
        </div>
      </FactList>
      <p>
        <strong>Expected outcome:</strong> {intervention.expectedOutcome}
      </p>
      <TitledLines title="Progress markers" lines={intervention.progressMarkers} />
      <Button type="button" $size="sm" onClick={onComplete} disabled={isBusy} aria-busy={isBusy}>
        Mark as done
      </Button>
    </ItemCard>
  );
}

export interface RecoveryRecommendationsProps {
  risk: Read<RiskReport>;
  /** Marks an intervention done on the server; answers whether it was (a failure has been told). */
  onComplete: (intervention: InterventionDto) => Promise<boolean>;
}

/** The Recovery recommendations section. */
export function RecoveryRecommendations({ risk, onComplete }: RecoveryRecommendationsProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const done = risk.data?.completedInterventions ?? [];
  return (
    <SectionFrame
      title="Recovery recommendations"
      target="recovery-recommendations"
      description="Short programmes that address your alerts. Each stays active until you mark it done."
    >
      <ReadState read={risk} what="your recovery recommendations">
        {({ riskProfile: { interventions } }) =>
          interventions.length === 0 ? (
            <MutedText>
              Nothing to work on right now. New recommendations follow high or critical alerts.
            </MutedText>
          ) : (
            <Items aria-label="Active recommendations">
              {interventions.map((intervention) => (
                <InterventionItem
                  key={intervention.id}
                  intervention={intervention}
                  isBusy={busyId === intervention.id}
                  onComplete={() => {
                    setBusyId(intervention.id);
                    void onComplete(intervention).then(() => setBusyId(null));
                  }}
                />
              ))}
            </Items>
          )
        }
      </ReadState>
      {done.length > 0 && (
        <div>
          <SubHeading>Done</SubHeading>
          <Done aria-label="Completed recommendations">
            {done.map((intervention) => (
              <li key={intervention.id}>
                {intervention.title}
                <span>Done {formatDate(intervention.completedAt ?? intervention.createdAt)}</span>
              </li>
            ))}
          </Done>
        </div>
      )}
    </SectionFrame>
  );
}
