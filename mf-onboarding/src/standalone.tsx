import { renderStandalone } from '@repwise/federation/react';
import { OnboardingRoot } from './onboarding-root';

// Development only: the area on its own, with a fake signed-in session.
renderStandalone(OnboardingRoot, 'Onboarding', { basePath: '/onboarding' });
