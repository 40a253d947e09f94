import { createRemoteLifecycles } from '@repwise/federation/react';
import { ProgressRoot } from './progress-root';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  Root: ProgressRoot,
  areaName: 'Progress',
});
