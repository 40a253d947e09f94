import { renderStandalone } from '@repwise/federation/react';
import { WorkoutsRoot } from './workouts-root';

// Development only: the area on its own, with a fake signed-in session.
renderStandalone(WorkoutsRoot, 'Workouts', { basePath: '/app' });
