// Safety alerts (tour target `safety-alerts`): the active risk factors with their severity,
// evidence, anatomical area, immediate actions and long-term solutions; a factor can be dismissed
// (stored on the server: it stops counting, on every device).
import type { RiskFactorDto } from '@repwise/contracts/pose';
import { Badge, Button, ConfirmDialog } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { RiskReport } from '../api/safety-api';
import { buildAlertCards, type AlertCard } from '../model/build-alert-cards';
import {
  formatDate,
  formatExercise,
  formatLevel,
  formatWords,
  levelTone,
} from '../model/safety-format';
import {
  Columns,
  ItemCard,
  ItemList,
  ItemTitle,
  MutedText,
  ReadState,
  SectionFrame,
  TitledLines,
  type Read,
} from './section-frame';

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

function AlertItem({
  card,
  accent,
  onDismiss,
}: {
  card: AlertCard;
  accent: string;
  onDismiss: (factor: RiskFactorDto) => void;
}) {
  const { factor } = card;
  const title = `${formatExercise(factor.exercise)}: ${formatWords(factor.type)}`;
  return (
    <ItemCard $accent={accent} aria-label={title}>
      <ItemTitle>
        <h3>{title}</h3>
        <Badge $tone={levelTone(factor.severity)}>{formatLevel(factor.severity)}</Badge>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => onDismiss(factor)}>
          Dismiss
        </Button>
      </ItemTitle>
      <p>{factor.description}</p>
      <Meta>
        {card.anatomicalArea} · first seen {formatDate(factor.detectedAt)} · act{' '}
        {factor.timeToAddress.toLowerCase()}
      </Meta>
      <Columns $columns={3}>
        <TitledLines title="Evidence" lines={factor.evidence} />
        <TitledLines title="Do now" lines={card.immediateActions} />
        <TitledLines
          title="Long term"
          lines={[...card.longTermSolutions, ...factor.recommendations]}
        />
      </Columns>
    </ItemCard>
  );
}

export interface SafetyAlertsProps {
  risk: Read<RiskReport>;
  /** Dismisses a factor on the server; answers whether it was (a failure has been told). */
  onDismiss: (factor: RiskFactorDto) => Promise<boolean>;
  accentOf: (severity: RiskFactorDto['severity']) => string;
}

/** The Safety alerts section. */
export function SafetyAlerts({ risk, onDismiss, accentOf }: SafetyAlertsProps) {
  const [pending, setPending] = useState<RiskFactorDto | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <SectionFrame
      title="Safety alerts"
      target="safety-alerts"
      description="Risks found in your tracked sets in the last 30 days, most severe first. Dismiss one you have dealt with: it stops counting toward your risk."
    >
      <ReadState read={risk} what="your safety alerts">
        {(report) => {
          const cards = buildAlertCards(report.riskProfile.activeRiskFactors, report.alerts);
          if (cards.length === 0) return <MutedText>No active safety alerts.</MutedText>;
          return (
            <ItemList aria-label="Active safety alerts">
              {cards.map((card) => (
                <AlertItem
                  key={card.factor.id}
                  card={card}
                  accent={accentOf(card.factor.severity)}
                  onDismiss={setPending}
                />
              ))}
            </ItemList>
          );
        }}
      </ReadState>
      {pending && (
        <ConfirmDialog
          title="Dismiss this alert?"
          message={`"${formatExercise(pending.exercise)}: ${formatWords(pending.type)}" stops counting toward your risk score, on every device. Seen again after a day, it is raised anew.`}
          confirmLabel="Dismiss alert"
          tone="primary"
          isBusy={isBusy}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setIsBusy(true);
            void onDismiss(pending).then((isDone) => {
              setIsBusy(false);
              if (isDone) setPending(null);
            });
          }}
        />
      )}
    </SectionFrame>
  );
}
