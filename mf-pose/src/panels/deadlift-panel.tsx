// Exposed as `mf_pose/deadlift-panel` (contracts: DeadliftPanelProps): the active workout mounts
// it for Deadlifts behind the AI On/Off toggle.
import type { DeadliftPanelProps } from '@repwise/contracts/pose';
import { selectTheme } from '@repwise/ui';
import { ThemeProvider } from 'styled-components';
import { TrackingPanel } from './tracking-panel';

/** Deadlift tracking: back rounding, bar path and hip hinge, phase badge, danger banners, coach. */
export default function DeadliftPanel({ themeMode, ...props }: DeadliftPanelProps) {
  return (
    <ThemeProvider theme={selectTheme(themeMode)}>
      <TrackingPanel {...props} exercise="deadlift" autoStart headingLevel={3} />
    </ThemeProvider>
  );
}
