import { renderStandalone } from '@repwise/federation/react';
import { PoseRoot } from './pose-root';

// Development only: the area on its own, with a fake signed-in session.
renderStandalone(PoseRoot, 'Pose');
