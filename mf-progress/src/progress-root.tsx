import type { RemoteAppProps } from '@repwise/contracts';
import { ProfileScreen } from './features/profile/profile-screen';
import { ProgressScreen } from './features/progress/progress-screen';

/** The progress area: progress tracking (/app/progress) and the profile (/app/profile). */
export function ProgressRoot({ location, user }: RemoteAppProps) {
  const pathname = location.pathname.replace(/\/+$/, '');
  return pathname === '/app/profile' ? <ProfileScreen user={user} /> : <ProgressScreen />;
}
