import { createRemoteLifecycles } from '@repwise/federation/react';
import { WorkoutsRoot } from './workouts-root';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  Root: WorkoutsRoot,
  areaName: 'Workouts',
});
