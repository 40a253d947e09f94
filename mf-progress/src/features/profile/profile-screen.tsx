import type { AuthUser } from '@repwise/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  FactList,
  LoadingState,
  Muted,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
} from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { resetOnboarding } from '../../shared/api/profile-api';
import { useAchievements, useGoals, useMe, useSummary } from '../../shared/api/use-progress-data';
import { AchievementsList } from '../../shared/components/achievements-list';
import { ActiveGoalsList } from '../../shared/components/active-goals-list';
import { formatValue } from '../../shared/format';
import { useAreaServices } from '../../shared/progress-context';
import { readFailure } from '../../shared/api/read-failure';
import { AccountSettings } from './components/account-settings';
import { PersonalInfoCard } from './components/personal-info-card';
import { SectionTitle } from '../../shared/components/section-title';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The profile (spec 02 §2): personal info, account settings, retake onboarding, summary, goals, achievements. */
export function ProfileScreen({ user: shellUser }: { user: AuthUser | null }) {
  const { request, notify, navigate } = useAreaServices();
  const me = useMe();
  const summary = useSummary();
  const goals = useGoals();
  const achievements = useAchievements();
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const [isResetting, setIsResetting] = useState(false);
  const user = me.data ?? shellUser;

  const retake = async () => {
    setIsResetting(true);
    try {
      await resetOnboarding(request);
      notify({
        title: 'Onboarding Reset Successfully',
        description: 'You can now retake the onboarding quiz with fresh responses.',
        variant: 'success',
      });
      navigate('/onboarding');
    } catch (error) {
      notify({
        title: 'Error',
        description: readFailure(error, 'Failed to reset onboarding. Please try again.').message,
        variant: 'destructive',
      });
      setIsResetting(false);
      setIsConfirmingReset(false);
    }
  };

  return (
    <Page>
      <PageHeader>
        <PageTitle>Profile</PageTitle>
        <PageSubtitle>
          Your personal information, account settings and progress at a glance.
        </PageSubtitle>
      </PageHeader>
      {/* The shell mounts /app only for a signed-in user; without one there is nothing to show. */}
      {user && (
        <Columns>
          <Stack>
            <PersonalInfoCard
              user={user}
              onSaved={(saved) => me.mutate(saved, { revalidate: false })}
            />
            <AccountSettings />
            <Card as="section" aria-labelledby="retake-title">
              <SectionTitle id="retake-title">Onboarding</SectionTitle>
              <Muted style={{ marginBottom: 12 }}>
                Answer the assessment again to get a fresh personalised plan, or take the personal
                training assessment (safety screening, history and goals, about 17 minutes).
              </Muted>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setIsConfirmingReset(true)}
                >
                  Retake Onboarding Quiz
                </Button>
                <Button type="button" $variant="ghost" onClick={() => navigate('/onboarding/quiz')}>
                  Personal Training Assessment
                </Button>
              </div>
            </Card>
          </Stack>
          <Stack>
            <Card as="section" aria-labelledby="summary-title">
              <SectionTitle id="summary-title">Progress Summary</SectionTitle>
              {summary.data ? (
                <FactList $gap={3}>
                  <div>
                    <dt>Measurements</dt>
                    <dd>{summary.data.totalMeasurements}</dd>
                  </div>
                  <div>
                    <dt>Active goals</dt>
                    <dd>{summary.data.activeGoals}</dd>
                  </div>
                  <div>
                    <dt>Completed goals</dt>
                    <dd>{summary.data.completedGoals}</dd>
                  </div>
                  <div>
                    <dt>Measurements per week</dt>
                    <dd>{formatValue(summary.data.measurementFrequency)}</dd>
                  </div>
                  <div>
                    <dt>Progress photos</dt>
                    <dd>{summary.data.totalPhotos}</dd>
                  </div>
                </FactList>
              ) : summary.error ? (
                <Muted>Your progress summary could not be loaded.</Muted>
              ) : (
                <LoadingState text="Loading summary…" isCompact />
              )}
            </Card>
            <Card as="section" aria-labelledby="profile-goals-title">
              <SectionTitle id="profile-goals-title">Active Goals</SectionTitle>
              {goals.data ? (
                <ActiveGoalsList goals={goals.data} limit={3} emptyText="No active goals yet." />
              ) : (
                <LoadingState text="Loading goals…" isCompact />
              )}
            </Card>
            <Card as="section" aria-labelledby="achievements-title">
              <SectionTitle id="achievements-title">Achievements</SectionTitle>
              {achievements.data ? (
                <AchievementsList view={achievements.data} />
              ) : (
                <LoadingState text="Loading achievements…" isCompact />
              )}
            </Card>
          </Stack>
        </Columns>
      )}
      {isConfirmingReset && (
        <ConfirmDialog
          title="Retake Onboarding Quiz?"
          message="Your current onboarding answers will be cleared and you will start the assessment again. Your progress data stays."
          confirmLabel="Retake Quiz"
          tone="primary"
          isBusy={isResetting}
          onCancel={() => setIsConfirmingReset(false)}
          onConfirm={() => void retake()}
        />
      )}
    </Page>
  );
}
