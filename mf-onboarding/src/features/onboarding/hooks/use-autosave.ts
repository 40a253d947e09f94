import type { ApiClient, OnboardingProgress } from '@repwise/contracts';
import { useEffect, useRef } from 'react';
import { saveOnboardingProgress } from '../api/onboarding-api';

/** Autosave interval (spec 02 §9). */
export const autosaveIntervalMs = 30_000;

/**
 * Every 30 s, sends the latest progress to the server when it holds any answer. Failures are
 * ignored (spec 02 §7): the local copy and the next tick keep the answers.
 */
export function useAutosave(
  request: ApiClient,
  buildProgress: () => OnboardingProgress | null,
): void {
  const latestBuild = useRef(buildProgress);
  latestBuild.current = buildProgress;
  useEffect(() => {
    const timer = window.setInterval(() => {
      const progress = latestBuild.current();
      if (!progress || Object.keys(progress.responses).length === 0) return;
      saveOnboardingProgress(request, progress).catch(() => undefined);
    }, autosaveIntervalMs);
    return () => window.clearInterval(timer);
  }, [request]);
}
