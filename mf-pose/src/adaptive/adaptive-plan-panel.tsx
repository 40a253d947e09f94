// Exposed as `mf_pose/adaptive-plan-panel` (contracts: AdaptivePlanPanelProps): the active workout
// opens it from its 'Adapt' button, and by itself after a set when there are new recommendations.
// Tabs (spec 03 §2): Overview, Recommendations, Exercise Metrics.
import type { AdaptivePlanPanelProps, AdaptivePlanTab } from '@repwise/contracts/pose';
import { Button, Muted, selectTheme, Spinner, type TabItem, Tabs } from '@repwise/ui';
import { useId, useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { MetricsTab } from './metrics-tab';
import { OverviewTab } from './overview-tab';
import { EmptyTab } from './plan-parts';
import { RecommendationsTab } from './recommendations-tab';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Header = styled.header`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
`;

function buildTabs(recommendations: number): TabItem<AdaptivePlanTab>[] {
  return [
    { id: 'overview', label: 'Overview' },
    {
      id: 'recommendations',
      label: recommendations > 0 ? `Recommendations (${recommendations})` : 'Recommendations',
    },
    { id: 'metrics', label: 'Exercise Metrics' },
  ];
}

function PlanContent({
  plan,
  tab,
  onApplyModification,
  onDismissModification,
}: Pick<AdaptivePlanPanelProps, 'onApplyModification' | 'onDismissModification'> & {
  plan: NonNullable<AdaptivePlanPanelProps['plan']>;
  tab: AdaptivePlanTab;
}) {
  if (tab === 'overview') return <OverviewTab plan={plan} />;
  if (tab === 'metrics') return <MetricsTab metrics={plan.exerciseMetrics} />;
  return (
    <RecommendationsTab
      modifications={plan.modifications}
      onApply={onApplyModification}
      onDismiss={onDismissModification}
    />
  );
}

/** The panel without its theme (the exposed default export adds the host's theme). */
export function AdaptivePlanView({
  plan,
  isLoading = false,
  initialTab = 'overview',
  onApplyModification,
  onDismissModification,
  onClose,
}: Omit<AdaptivePlanPanelProps, 'themeMode'>) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [tab, setTab] = useState<AdaptivePlanTab>(initialTab);

  return (
    <Panel aria-labelledby={headingId} data-testid="adaptive-plan-panel">
      <Header>
        <div>
          <h2 id={headingId}>Adaptive plan</h2>
          <Muted>How your tracked form shapes your next sets and sessions.</Muted>
        </div>
        <Button type="button" $variant="ghost" $size="sm" onClick={onClose}>
          Close
        </Button>
      </Header>
      {plan === null ? (
        isLoading ? (
          <Loading role="status">
            <Spinner />
            <span>Loading your adaptive plan…</span>
          </Loading>
        ) : (
          <EmptyTab
            title="No adaptive plan yet"
            text="Turn AI on and finish a tracked set of squats or deadlifts: the plan adapts to how your form goes."
          />
        )
      ) : (
        <Tabs
          label="Adaptive plan sections"
          tabs={buildTabs(plan.modifications.length)}
          selected={tab}
          onSelect={setTab}
          isPanelFocusable
        >
          <PlanContent
            plan={plan}
            tab={tab}
            onApplyModification={onApplyModification}
            onDismissModification={onDismissModification}
          />
        </Tabs>
      )}
    </Panel>
  );
}

/** The adaptive plan panel in the host's theme. */
export default function AdaptivePlanPanel({ themeMode, ...props }: AdaptivePlanPanelProps) {
  return (
    <ThemeProvider theme={selectTheme(themeMode)}>
      <AdaptivePlanView {...props} />
    </ThemeProvider>
  );
}
