import { renderStandalone } from '@repwise/federation/react';
import { ProgressRoot } from './progress-root';

// Development only: the area on its own, with a fake signed-in session.
renderStandalone(ProgressRoot, 'Progress', { basePath: '/app' });
