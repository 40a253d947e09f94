// The Safety area (/app/safety): the injury-prevention centre of spec 01 §1 — risk assessment,
// safety alerts, recovery recommendations (the Safety tour's three targets), the form check
// (`pose-tracking`) and the form history, one page so a tour finds every target at once.
import { safetyAlertsChangedEvent, type ApiClient, type RemoteAppProps } from '@repwise/contracts';
import type { InterventionDto, ProgressTimeframeDto, RiskFactorDto } from '@repwise/contracts/pose';
import { Button, EmptyState, Page, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import { useCallback, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { completeIntervention, dismissRiskFactor, type RiskReport } from './api/safety-api';
import {
  useFormProgress,
  useOnboardingSafety,
  useQuizRisk,
  useRefreshFormData,
  useReplaceRiskReport,
  useRiskReport,
} from './api/use-safety-data';
import { FormCheck } from './form-check/form-check';
import { describeFailure } from './model/describe-failure';
import { levelTone } from './model/safety-format';
import { FormHistory } from './sections/form-history';
import { RecoveryRecommendations } from './sections/recovery-recommendations';
import { hasRiskData, RiskAssessment } from './sections/risk-assessment';
import { SafetyAlerts } from './sections/safety-alerts';

const Contents = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const sections = [
  { id: 'risk-assessment', label: 'Risk assessment' },
  { id: 'safety-alerts', label: 'Safety alerts' },
  { id: 'recovery-recommendations', label: 'Recovery' },
  { id: 'form-check', label: 'Form check' },
  { id: 'form-history', label: 'Form history' },
] as const;

/** Scrolls a section into view and moves focus to its first control (or the section). */
function goToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const control = section.querySelector<HTMLElement>('button:not([disabled]), a[href], input');
  (control ?? section).focus({ preventScroll: true });
}

/** An swr answer as the sections read it. */
function toRead<T>(answer: {
  data: T | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
}) {
  return { data: answer.data, error: answer.error, retry: () => void answer.mutate() };
}

export interface SafetyScreenProps {
  request: ApiClient;
  navigate: RemoteAppProps['navigate'];
  notify: RemoteAppProps['notify'];
}

/** Runs a change of the risk report, keeps the answer and tells the shell's menu count. */
function useRiskChange<T>(
  notify: RemoteAppProps['notify'],
  change: (item: T) => Promise<RiskReport>,
  words: { done: string; failed: string },
) {
  const replaceReport = useReplaceRiskReport();
  return useCallback(
    async (item: T): Promise<boolean> => {
      try {
        await replaceReport(await change(item));
        window.dispatchEvent(new Event(safetyAlertsChangedEvent));
        notify({ title: words.done, variant: 'success' });
        return true;
      } catch (error) {
        notify({
          title: words.failed,
          description: describeFailure(error, 'Please try again in a moment.'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [change, notify, replaceReport, words.done, words.failed],
  );
}

export function SafetyScreen({ request, navigate, notify }: SafetyScreenProps) {
  const theme = useTheme();
  const [timeframe, setTimeframe] = useState<ProgressTimeframeDto>('month');
  const risk = useRiskReport(request);
  const progress = useFormProgress(request, timeframe);
  const onboarding = useOnboardingSafety(request);
  const quiz = useQuizRisk(request);
  const refreshFormData = useRefreshFormData();
  const dismiss = useRiskChange(
    notify,
    useCallback((factor: RiskFactorDto) => dismissRiskFactor(request, factor.id), [request]),
    { done: 'Alert dismissed', failed: 'Alert not dismissed' },
  );
  const complete = useRiskChange(
    notify,
    useCallback(
      (intervention: InterventionDto) => completeIntervention(request, intervention.id),
      [request],
    ),
    { done: 'Marked as done', failed: 'Not marked as done' },
  );
  const riskRead = toRead(risk);
  const startFormCheck = () => goToSection('form-check');
  const hasNoFormData =
    risk.data !== undefined &&
    !hasRiskData(risk.data) &&
    progress.data !== undefined &&
    progress.data.formHistory.length === 0;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Safety</PageTitle>
        <PageSubtitle>
          Your injury-prevention centre: how risky your training looks, what to fix, how to recover,
          and how your form is coming along.
        </PageSubtitle>
      </PageHeader>
      <Contents aria-label="On this page">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection(section.id);
                }}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </Contents>
      {hasNoFormData && (
        <EmptyState
          title="No recent form data yet"
          description="RepWise builds your risk assessment and form history from the squats and deadlifts it tracks. Start with a form check: your camera or a video of a set, analysed on this device."
          action={
            <Button type="button" onClick={startFormCheck}>
              Start a form check
            </Button>
          }
        />
      )}
      <RiskAssessment
        risk={riskRead}
        onStartFormCheck={startFormCheck}
        picture={{
          onboarding: toRead(onboarding),
          quiz: toRead(quiz),
          navigate: (to) => navigate(to),
        }}
      />
      <SafetyAlerts
        risk={riskRead}
        onDismiss={dismiss}
        accentOf={(severity) => theme.colors[levelTone(severity)]}
      />
      <RecoveryRecommendations risk={riskRead} onComplete={complete} />
      <FormCheck request={request} notify={notify} onSaved={() => void refreshFormData()} />
      <FormHistory
        progress={toRead(progress)}
        timeframe={timeframe}
        onTimeframeChange={setTimeframe}
        onStartFormCheck={startFormCheck}
      />
    </Page>
  );
}
