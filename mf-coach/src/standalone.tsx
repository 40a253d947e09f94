import { renderStandalone } from '@repwise/federation/react';
import { CoachRoot } from './coach-root';

// Development only: the area on its own, with a fake signed-in session.
renderStandalone(CoachRoot, 'AI Coach', { basePath: '/app/ai-coach' });
