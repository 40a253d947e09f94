import { describe, expect, it } from 'vitest';
import { buildProgress } from '../testing/onboarding-fixtures';
import { clearLocalProgress, readLocalProgress, writeLocalProgress } from './local-progress';

describe('local progress', () => {
  it('keeps progress under the per-user key and the generic key', () => {
    const progress = buildProgress({ currentStep: 2, responses: { age: 30 } });
    writeLocalProgress('user-7', progress);

    expect(JSON.parse(localStorage.getItem('repwise_onboarding_progress_user-7')!)).toEqual(
      progress,
    );
    expect(JSON.parse(localStorage.getItem('repwise_onboarding_progress')!)).toEqual(progress);
    expect(readLocalProgress('user-7')).toEqual(progress);
  });

  it('uses an anonymous key without a user and ignores unreadable copies', () => {
    writeLocalProgress(null, buildProgress());
    expect(localStorage.getItem('repwise_onboarding_progress_anonymous')).not.toBeNull();

    localStorage.setItem('repwise_onboarding_progress_user-8', '{not json');
    localStorage.setItem('repwise_onboarding_progress', '"nope"');
    expect(readLocalProgress('user-8')).toBeNull();
  });

  it('forgets both keys', () => {
    writeLocalProgress('user-7', buildProgress());
    clearLocalProgress('user-7');
    expect(localStorage.length).toBe(0);
  });
});
