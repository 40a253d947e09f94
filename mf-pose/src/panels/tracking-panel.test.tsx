import type { PoseTrackingPanelProps } from '@repwise/contracts/pose';
import { lightTheme } from '@repwise/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DeadliftPanel from './deadlift-panel';
import SquatPanel from './squat-panel';
import { TrackingPanel } from './tracking-panel';

function renderWithTheme(element: ReactElement) {
  return render(<ThemeProvider theme={lightTheme}>{element}</ThemeProvider>);
}

/** The error card that shows `message` (a failed model load may add a card of its own in jsdom). */
async function findErrorCard(message: string) {
  const text = await screen.findByText(message);
  const card = text.closest('[role="alert"]');
  if (!card) throw new Error(`${message} is not in an alert`);
  return card;
}

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

function contractProps(overrides: Partial<PoseTrackingPanelProps> = {}): PoseTrackingPanelProps {
  return {
    isActive: true,
    targetReps: 8,
    setNumber: 1,
    userProfile: {
      name: 'Ana',
      fitnessLevel: 'BEGINNER',
      goals: [],
      limitations: [],
      preferredFeedbackStyle: 'SUPPORTIVE',
    },
    themeMode: 'dark',
    onRepCounted: vi.fn(),
    onSetAnalysis: vi.fn(),
    onTrackingStateChange: vi.fn(),
    ...overrides,
  };
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('tracking panel', () => {
  it('shows the rep counter, stats and model before the camera starts', () => {
    renderWithTheme(<TrackingPanel exercise="squat" targetReps={8} variant="full" />);

    expect(screen.getByRole('status', { name: 'Reps: 0 of 8' })).toHaveTextContent('0of 8 reps');
    expect(screen.getByText(/Camera off\. Start the camera/)).toBeInTheDocument();
    // The form badge says why there is nothing to judge (it read "Waiting for a full view of
    // your body" with the camera off or unavailable).
    expect(screen.getByRole('status', { name: 'Form' })).toHaveTextContent('Camera off');
    expect(screen.getByTestId('pose-model')).toHaveTextContent('BlazePose full · not loaded');
    expect(screen.queryByRole('status', { name: 'Deadlift phase' })).toBeNull();
  });

  it.each([
    [
      'NotAllowedError',
      'Camera permission denied',
      'Camera access denied. Please grant camera permissions and try again.',
    ],
    [
      'NotFoundError',
      'Camera unavailable',
      'No camera found. Please connect a camera and try again.',
    ],
    [
      'NotReadableError',
      'Camera unavailable',
      'Camera is being used by another application. Please close other apps using the camera.',
    ],
  ])(
    'a camera %s shows its message in an error card with Try Again',
    async (name, title, message) => {
      const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', name)));
      stubCamera(getUserMedia);
      renderWithTheme(<TrackingPanel exercise="squat" variant="full" />);

      await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));

      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent(title);
      expect(card).toHaveTextContent(message);
      expect(screen.getByRole('status', { name: 'Form' })).toHaveTextContent('Camera unavailable');
      expect(screen.getByText(/No picture from the camera/)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    },
  );

  it('asks for 640x480 at 30 fps, front-facing, without audio', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('no', 'NotFoundError')));
    stubCamera(getUserMedia);
    renderWithTheme(<TrackingPanel exercise="deadlift" variant="full" autoStart />);

    await findErrorCard('No camera found. Please connect a camera and try again.');
    // No audio: react-webcam leaves `audio` out of the request.
    expect(getUserMedia).toHaveBeenCalledWith({
      video: {
        width: { ideal: 640 },
        height: { ideal: 480 },
        facingMode: 'user',
        frameRate: { ideal: 30 },
      },
    });
  });

  it('without camera support says so', async () => {
    renderWithTheme(<TrackingPanel exercise="squat" variant="full" autoStart />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Camera access not supported in this browser',
    );
  });

  it('offers a recorded video instead of the camera', async () => {
    renderWithTheme(<TrackingPanel exercise="squat" variant="full" />);

    await userEvent.click(screen.getByRole('radio', { name: 'Recorded video' }));
    expect(screen.getByRole('status', { name: 'Form' })).toHaveTextContent('No video chosen');

    expect(screen.getByLabelText('Video of your set')).toHaveAttribute('accept', 'video/*');
    expect(
      screen.getByText('Choose a video of your set, then press Analyse video.'),
    ).toBeInTheDocument();
  });
});

describe('exposed panels (contract props)', () => {
  it('the deadlift panel starts the camera when active and reports a denial as the error state', async () => {
    stubCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const props = contractProps();
    render(<DeadliftPanel {...props} />);

    await findErrorCard('Camera access denied. Please grant camera permissions and try again.');
    // The state reaches the host in an effect, just after the card is drawn.
    await vi.waitFor(() =>
      expect(props.onTrackingStateChange).toHaveBeenLastCalledWith(
        'error',
        'Camera access denied. Please grant camera permissions and try again.',
      ),
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Deadlift form tracking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Deadlift phase' })).toHaveTextContent(
      'Phase: Setup',
    );
    expect(screen.getByRole('region', { name: 'AI Coach' })).toBeInTheDocument();
  });

  it('the squat panel leaves the camera off while the AI toggle is off and reports no set', () => {
    const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => undefined));
    stubCamera(getUserMedia);
    const props = contractProps({ isActive: false });
    const { unmount } = render(<SquatPanel {...props} />);

    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByText(/Camera off\. Start the camera/)).toBeInTheDocument();
    // The form badge says why there is nothing to judge (it read "Waiting for a full view of
    // your body" with the camera off or unavailable).
    expect(screen.getByRole('status', { name: 'Form' })).toHaveTextContent('Camera off');
    unmount();
    expect(props.onSetAnalysis).not.toHaveBeenCalled();
  });
});
