import { createRemoteLifecycles } from '@repwise/federation/react';
import { CoachRoot } from './coach-root';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  Root: CoachRoot,
  areaName: 'AI Coach',
});
