import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlan, buildWeeklyPlan } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => vi.unstubAllGlobals());

describe('ProgressiveView', () => {
  it('prefills from the stored onboarding answers, not from the plan built before Edit Quiz', async () => {
    // The onboarding plan still holds the answers of before the edit (muscle gain, 6 days).
    const before = buildPlan({
      id: 'plan-old',
      source: 'onboarding',
      requirements: {
        ...buildPlan().requirements,
        primaryGoal: 'MUSCLE_GAIN',
        daysPerWeek: 6,
      },
    });
    installFakeApi({
      'GET /workouts/plans': ok({ plans: [before] }),
      'GET /onboarding/completion': {
        status: 200,
        body: {
          success: true,
          completion: {
            fitnessGoals: { primaryGoal: 'weight-loss' },
            experience: {
              fitnessLevel: 'beginner',
              previousInjuries: ['knee'],
              currentLimitations: [],
              exercisePreferences: { workoutDuration: '45-min', workoutFrequency: '3-4-times' },
            },
            equipment: { availableEquipment: ['dumbbells'] },
            health: { medicalConditions: [], pregnancyStatus: false },
          },
        },
      },
    });
    renderRoot(WorkoutsRoot, '/app/workout?view=generator&prefill=true');
    expect(await screen.findByRole('combobox', { name: 'Primary goal' })).toHaveDisplayValue(
      'Weight Loss',
    );
    expect(screen.getByRole('combobox', { name: 'Fitness level' })).toHaveDisplayValue('Beginner');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: 'Days per week' })).toHaveDisplayValue('4 days');
    expect(screen.getByRole('combobox', { name: 'Session duration' })).toHaveDisplayValue(
      '45 minutes',
    );
  });

  it('walks the 3-step form with the spec defaults and starts the plan', async () => {
    const plan = buildPlan({ id: 'plan-9', isActive: false, currentWeek: 0, generatedWeeks: [] });
    const { calls } = installFakeApi({
      'POST /workouts/plans/progressive': ok({ plan }, 201),
      'GET /workouts/plans/plan-9/weekly-plans': ok([]),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/workout?view=generator');
    const user = userEvent.setup();

    expect(screen.getByText('Goals & Experience')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Primary goal' })).toHaveDisplayValue(
      'Muscle Gain',
    );
    expect(screen.getByRole('combobox', { name: 'Fitness level' })).toHaveDisplayValue(
      'Intermediate',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Training Preferences')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Days per week' })).toHaveDisplayValue('4 days');
    expect(
      within(screen.getByRole('combobox', { name: 'Days per week' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2 days', '3 days', '4 days', '5 days', '6 days', '7 days']);
    expect(
      within(screen.getByRole('combobox', { name: 'Session duration' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '20 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '75 minutes',
      '90 minutes',
      '120 minutes',
    ]);
    expect(screen.getByRole('combobox', { name: 'Session duration' })).toHaveDisplayValue(
      '60 minutes',
    );
    expect(screen.getByRole('combobox', { name: 'Progression' })).toHaveDisplayValue('Moderate');
    expect(screen.getByRole('combobox', { name: 'Check-in frequency' })).toHaveDisplayValue(
      'Weekly',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Days per week' }), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Equipment & Limitations')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dumbbells' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('combobox', { name: 'Days per week' })).toHaveDisplayValue('7 days');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Generate Progressive Plan' }));

    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Progressive Plan Started' }),
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      requirements: {
        primaryGoal: 'MUSCLE_GAIN',
        daysPerWeek: 7,
        sessionDuration: 60,
        equipment: ['Dumbbells'],
      },
    });
    const weekOne = await screen.findByRole('region', { name: 'Week 1' });
    expect(within(weekOne).getByRole('button', { name: 'Generate Week' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to Form' })).toBeInTheDocument();
  });

  it('shows generated, current and locked week cards, and a Generation Error that Try Again clears', async () => {
    installFakeApi({
      'GET /workouts/plans/plan-1': ok({ plan: buildPlan() }),
      'GET /workouts/plans/plan-1/weekly-plans': ok([buildWeeklyPlan()]),
      'POST /workouts/plans/weekly': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Complete previous weeks first',
            details: [],
          },
        },
      },
    });
    renderRoot(WorkoutsRoot, '/app/workout?view=generator&plan=plan-1');
    const user = userEvent.setup();
    const week = async (n: number) => screen.findByRole('region', { name: `Week ${n}` });

    expect(within(await week(1)).getByRole('button', { name: 'Update Progress' })).toBeEnabled();
    expect(within(await week(2)).getByRole('button', { name: 'Generate Next Week' })).toBeEnabled();
    expect(
      within(await week(3)).getByRole('button', { name: 'Complete Previous Weeks' }),
    ).toBeDisabled();
    expect(
      within(await week(4)).getByRole('button', { name: 'Complete Previous Weeks' }),
    ).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Week 1 Plan' })).toBeInTheDocument();

    await user.click(within(await week(2)).getByRole('button', { name: 'Generate Next Week' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Generation Error');
    expect(error).toHaveTextContent('Complete previous weeks first');
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the progress dialog with the slider defaults and stores the check-in', async () => {
    const { calls } = installFakeApi({
      'GET /workouts/plans/plan-1': ok({ plan: buildPlan() }),
      'GET /workouts/plans/plan-1/weekly-plans': ok([buildWeeklyPlan()]),
      'PUT /workouts/plans/plan-1/week/1/progress': ok({
        weeklyPlan: buildWeeklyPlan(),
        recommendation: {
          volumeAdjustment: 'maintain',
          intensityAdjustment: 'increase',
          recoveryAdjustment: 'same',
          motivation: 'Solid week.',
        },
      }),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/workout?view=generator&plan=plan-1');
    const user = userEvent.setup();
    const weekOne = await screen.findByRole('region', { name: 'Week 1' });
    await user.click(within(weekOne).getByRole('button', { name: 'Update Progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Week 1 Progress' });
    expect(within(dialog).getByRole('slider', { name: 'Workouts completed' })).toHaveValue('80');
    expect(within(dialog).getByRole('slider', { name: 'Workouts completed' })).toHaveAttribute(
      'step',
      '5',
    );
    expect(within(dialog).getByRole('slider', { name: 'Difficulty' })).toHaveValue('6');
    expect(within(dialog).getByRole('slider', { name: 'Energy' })).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: 'Update Progress' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      completionRate: 0.8,
      difficulty: 6,
      energy: 7,
    });
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Week 1 Progress Updated' }),
    );
  });
});
