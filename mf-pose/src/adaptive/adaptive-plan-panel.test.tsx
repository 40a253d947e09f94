import type { AdaptivePlanPanelProps, PlanModificationDto } from '@repwise/contracts/pose';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlan } from '../testing/adaptive-plan-fixtures';
import AdaptivePlanPanel from './adaptive-plan-panel';

function props(overrides: Partial<AdaptivePlanPanelProps> = {}): AdaptivePlanPanelProps {
  return {
    plan: buildPlan(),
    themeMode: 'light',
    onApplyModification: vi.fn(),
    onDismissModification: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

/** A host that drops a modification once its (async) action succeeds, as the workout does. */
function Host({ action }: { action: (m: PlanModificationDto) => Promise<unknown> }) {
  const [plan, setPlan] = useState(buildPlan());
  const drop = async (modification: PlanModificationDto) => {
    await action(modification);
    setPlan((current) => ({
      ...current,
      modifications: current.modifications.filter((m) => m !== modification),
    }));
  };
  return (
    <AdaptivePlanPanel
      {...props({ plan, onApplyModification: drop, onDismissModification: drop })}
    />
  );
}

describe('adaptive plan panel', () => {
  it('opens on the Overview: readiness, risk level, concerns, strengths and next review', () => {
    render(<AdaptivePlanPanel {...props()} />);

    expect(screen.getByRole('heading', { name: 'Adaptive plan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(panel).getByRole('meter', { name: 'Readiness score' })).toHaveAttribute(
      'aria-valuenow',
      '36',
    );
    expect(within(panel).getByLabelText('Risk level: medium')).toHaveTextContent('Medium');
    expect(within(panel).getByText('Squats: Form averages 4.6/10 and is declining')).toBeVisible();
    expect(
      within(panel).getByText('Strengths show here once a few tracked sessions show a pattern.'),
    ).toBeInTheDocument();
    const review = within(panel).getByText('Next review').parentElement;
    expect(review?.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T10:00:00.000Z');
  });

  it('moves between tabs with the arrow keys, Home and End, one tab stop at a time', async () => {
    render(<AdaptivePlanPanel {...props()} />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    overview.focus();

    await userEvent.keyboard('{ArrowRight}');
    const recommendations = screen.getByRole('tab', { name: 'Recommendations (2)' });
    expect(recommendations).toHaveFocus();
    expect(recommendations).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Exercise Metrics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Exercise Metrics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lists each exercise’s metrics', async () => {
    render(<AdaptivePlanPanel {...props({ initialTab: 'metrics' })} />);

    const squats = screen.getByRole('region', { name: 'Squats' });
    const fact = (label: string) => within(squats).getByText(label).nextElementSibling;
    expect(fact('Average form')).toHaveTextContent('4.6/10');
    expect(fact('Consistency')).toHaveTextContent('72%');
    expect(fact('Total reps')).toHaveTextContent('45');
    expect(fact('Sessions')).toHaveTextContent('3');
    expect(fact('Last week average')).toHaveTextContent('4.4/10');
    expect(fact('Safety issues (7 days)')).toHaveTextContent('2');
    expect(within(squats).getByText('Trend: Declining')).toBeInTheDocument();
  });

  it('shows a recommendation’s priority, reason and changes, and drops it once applied', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<Host action={action} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Recommendations (2)' }));

    const item = screen.getByRole('listitem', { name: 'Squats: Regression' });
    expect(within(item).getByText('High priority')).toBeInTheDocument();
    expect(within(item).getByText('Sets').nextElementSibling).toHaveTextContent('3 → 2');
    expect(within(item).getByText('Reps').nextElementSibling).toHaveTextContent('15 → 12');
    expect(within(item).getByText('Rest between sets').nextElementSibling).toHaveTextContent(
      '+30 s',
    );
    expect(within(item).getByText('Box squat')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));

    expect(action).toHaveBeenCalledWith(expect.objectContaining({ type: 'regression' }));
    expect(screen.queryByRole('listitem', { name: 'Squats: Regression' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Recommendations (1)' })).toBeInTheDocument();
  });

  it('keeps a recommendation with the reason when the host fails to dismiss it', async () => {
    let fail: (error: Error) => void = () => undefined;
    const action = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<Host action={action} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Recommendations (2)' }));
    const item = screen.getByRole('listitem', { name: 'Squats: Mobility' });

    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(within(item).getByRole('button', { name: 'Dismissing…' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fail(new Error('Connection issue - please check your internet connection'));

    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Could not dismiss this change: Connection issue - please check your internet connection',
    );
    expect(within(item).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  it('says when there is nothing to show, and while the plan loads', async () => {
    const { rerender, unmount } = render(
      <AdaptivePlanPanel {...props({ plan: null, isLoading: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your adaptive plan…');

    rerender(<AdaptivePlanPanel {...props({ plan: null })} />);
    expect(screen.getByText('No adaptive plan yet')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();

    unmount();
    render(
      <AdaptivePlanPanel
        {...props({
          plan: buildPlan({ modifications: [], exerciseMetrics: [] }),
          initialTab: 'recommendations',
        })}
      />,
    );
    expect(screen.getByText('No recommendations right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Exercise Metrics' }));
    expect(screen.getByText('No exercise metrics yet')).toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const onClose = vi.fn();
    render(<AdaptivePlanPanel {...props({ onClose })} />);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledOnce();
  });
});
