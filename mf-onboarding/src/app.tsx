import { createRemoteLifecycles } from '@repwise/federation/react';
import { OnboardingRoot } from './onboarding-root';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  Root: OnboardingRoot,
  areaName: 'Onboarding',
});
