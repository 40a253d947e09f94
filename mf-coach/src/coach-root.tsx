import type { RemoteAppProps } from '@repwise/contracts';
import { CoachScreen } from './features/chat/coach-screen';

/** The AI coach area: one screen, /app/ai-coach. */
export function CoachRoot(props: RemoteAppProps) {
  return <CoachScreen {...props} />;
}
