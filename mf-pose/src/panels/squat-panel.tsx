// Exposed as `mf_pose/squat-panel` (contracts: SquatPanelProps): the active workout mounts it for
// Squats behind the AI On/Off toggle.
import type { SquatPanelProps } from '@repwise/contracts/pose';
import { selectTheme } from '@repwise/ui';
import { ThemeProvider } from 'styled-components';
import { TrackingPanel } from './tracking-panel';

/** Squat tracking: depth, knee valgus and forward lean; reps counted at 100°/110° knee angle. */
export default function SquatPanel({ themeMode, ...props }: SquatPanelProps) {
  return (
    <ThemeProvider theme={selectTheme(themeMode)}>
      <TrackingPanel {...props} exercise="squat" autoStart headingLevel={3} />
    </ThemeProvider>
  );
}
