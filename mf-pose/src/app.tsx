import { createRemoteLifecycles } from '@repwise/federation/react';
import { PoseRoot } from './pose-root';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  Root: PoseRoot,
  areaName: 'Safety',
});
