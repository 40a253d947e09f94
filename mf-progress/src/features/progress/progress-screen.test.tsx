import { buildUser, renderRoot } from '@repwise/federation/testing';
import { tourTargetSelector } from '@repwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressRoot } from '../../progress-root';
import { bodiesSentTo, buildGoal, stubProgressApi } from '../../testing/progress-fixtures';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProgressScreen', () => {
  it('shows Progress Tracking with its buttons, real summary figures and four tabs', async () => {
    stubProgressApi();
    const { container } = renderRoot(ProgressRoot, '/app/progress');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Progress Tracking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Measurement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Goal' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Analytics',
      'Photos',
      'Goals',
    ]);
    const tiles = await screen.findByRole('list', { name: 'Progress summary' });
    expect(within(tiles).getByText('82.4 kg')).toBeInTheDocument();
    expect(await within(tiles).findByText('−1.6 kg in 90 days')).toBeInTheDocument();
    expect(container.querySelector(tourTargetSelector('progress-overview'))).not.toBeNull();
    expect(await screen.findByRole('table', { name: /Last 2 measurements/ })).toBeInTheDocument();
  });

  it('sends only the filled measurement values', async () => {
    const fetchSpy = stubProgressApi();
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('button', { name: 'Add Measurement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Measurement' });
    expect(within(dialog).getByLabelText('Weight (kg)')).toHaveAttribute('step', '0.1');
    await userEvent.type(within(dialog).getByLabelText('Weight (kg)'), '82.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Measurement' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, 'POST /api/progress/measurements')).toEqual([{ weight: 82.4 }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty measurement with a message instead of a call', async () => {
    const fetchSpy = stubProgressApi();
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('button', { name: 'Add Measurement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Measurement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one measurement or a note');
    expect(bodiesSentTo(fetchSpy, 'POST /api/progress/measurements')).toEqual([]);
  });

  it('sets a goal with the WEIGHT_LOSS default', async () => {
    const fetchSpy = stubProgressApi();
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('button', { name: 'Set Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Goal' });
    expect(within(dialog).getByLabelText('Goal Type')).toHaveValue('WEIGHT_LOSS');
    await userEvent.type(within(dialog).getByLabelText('Target Value'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Goal' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, 'POST /api/progress/goals')).toEqual([
        { goalType: 'WEIGHT_LOSS', targetValue: 5, currentValue: 0 },
      ]),
    );
  });

  it("shows 'Failed to load analytics' with Try Again, which reloads", async () => {
    const fetchSpy = stubProgressApi({ 'GET /api/progress/analytics': { status: 500, body: {} } });
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    const before = fetchSpy.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThan(before));
  });

  it('checks chosen photos with the spec messages before uploading', async () => {
    stubProgressApi();
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    const input = screen.getByLabelText('Choose progress photos');
    const text = new File(['hello'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(input, text, { applyAccept: false });
    expect(
      await screen.findByText(
        'notes.png is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
      ),
    ).toBeInTheDocument();
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const six = Array.from(
      { length: 6 },
      (_, i) => new File([jpegBytes], `p${i}.jpg`, { type: 'image/jpeg' }),
    );
    await userEvent.upload(input, six);
    expect(await screen.findByText('Maximum 5 files allowed.')).toBeInTheDocument();
    const big = new File([jpegBytes, new Uint8Array(5_242_881)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    expect(
      await screen.findByText('big.jpg is too large. Maximum size is 5MB.'),
    ).toBeInTheDocument();
    await userEvent.upload(input, six[0] as File);
    expect(await screen.findByRole('img', { name: 'Preview of p0.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('img', { name: 'Preview of p0.jpg' })).toBeNull();
  });

  it('pauses, resumes and deletes goals from the goals tab', async () => {
    const fetchSpy = stubProgressApi({
      'GET /api/progress/goals': {
        status: 200,
        body: {
          success: true,
          data: {
            goals: [
              buildGoal(),
              buildGoal({ id: 'goal-2', description: 'Run 5 km', status: 'paused' }),
            ],
          },
        },
      },
    });
    renderRoot(ProgressRoot, '/app/progress');
    await userEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Lose 8 kg' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, 'PATCH /api/progress/goals/goal-1')).toEqual([
        { status: 'paused' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resume Run 5 km' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, 'PATCH /api/progress/goals/goal-2')).toEqual([
        { status: 'ACTIVE' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Run 5 km' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/progress/goals/goal-2' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('renders for a user without data', async () => {
    stubProgressApi();
    renderRoot(ProgressRoot, '/app/progress', { user: buildUser() });
    expect(await screen.findByText('Recent Activity')).toBeInTheDocument();
  });
});
