import { describe, expect, it } from 'vitest';
import { deriveSafetyConsiderations, type SafetyInput } from './derive-safety-considerations';

const healthy: SafetyInput = {
  previousInjuries: [],
  currentLimitations: [],
  medicalConditions: [],
  physicianApproval: true,
  pregnancyStatus: null,
  needsModifications: null,
  mobilityAids: [],
  visualImpairment: null,
  hearingImpairment: null,
};

describe('deriveSafetyConsiderations', () => {
  it('answers nothing for a healthy user with approval and no needs', () => {
    expect(deriveSafetyConsiderations(healthy)).toEqual([]);
  });

  it.each([
    ['previousInjuries', { previousInjuries: ['none'] }],
    ['medicalConditions', { medicalConditions: ['none'] }],
    ['mobilityAids', { mobilityAids: ['none'] }],
    [
      'flags set to false',
      { pregnancyStatus: false, needsModifications: false, visualImpairment: false },
    ],
    ['blank custom answers', { previousInjuries: ['custom:  '], currentLimitations: ['  '] }],
  ])('ignores %s that say none', (_case, overrides) => {
    expect(deriveSafetyConsiderations({ ...healthy, ...overrides })).toEqual([]);
  });

  it.each([
    [{ previousInjuries: ['knee'] }, /previous knee injury/],
    [{ previousInjuries: ['back'] }, /previous back injury/],
    [{ previousInjuries: ['other'] }, /^Because of a previous injury/],
    [{ medicalConditions: ['diabetes'] }, /blood sugar/],
    [{ medicalConditions: ['hypertension'] }, /never hold your breath/],
    [{ medicalConditions: ['heart-condition'] }, /chest pain/],
    [{ medicalConditions: ['asthma'] }, /inhaler/],
    [{ medicalConditions: ['other'] }, /ask your doctor/],
    [{ medicalConditions: ['pregnancy'] }, /During pregnancy/],
    [{ pregnancyStatus: true }, /During pregnancy/],
    [{ physicianApproval: false }, /medical clearance before starting/],
    [{ mobilityAids: ['wheelchair'] }, /seated in your wheelchair/],
    [{ mobilityAids: ['cane'] }, /cane/],
    [{ needsModifications: true }, /modified version/],
    [{ visualImpairment: true }, /spoken cues/],
    [{ hearingImpairment: true }, /on-screen text/],
  ])('derives one sentence from %o', (overrides, expected) => {
    const advice = deriveSafetyConsiderations({ ...healthy, ...overrides });
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatch(expected);
    expect(advice[0]).toMatch(/\.$/);
  });

  it.each([
    [{ previousInjuries: ['custom:Torn ACL in 2019'] }, 'Your note: Torn ACL in 2019'],
    [{ medicalConditions: ['custom: Epilepsy '] }, 'Your note: Epilepsy'],
    [{ mobilityAids: ['custom:Knee brace'] }, 'Your note: Knee brace'],
    [{ currentLimitations: ['Cannot kneel'] }, 'Your note: Cannot kneel'],
  ])('quotes the user’s own words from %o', (overrides, expected) => {
    expect(deriveSafetyConsiderations({ ...healthy, ...overrides })).toEqual([expected]);
  });

  it('mentions pregnancy once when both the condition and the status say so', () => {
    const advice = deriveSafetyConsiderations({
      ...healthy,
      medicalConditions: ['pregnancy'],
      pregnancyStatus: true,
    });
    expect(advice).toHaveLength(1);
  });

  it('orders injuries, notes, conditions, pregnancy, approval, then accessibility', () => {
    const advice = deriveSafetyConsiderations({
      previousInjuries: ['knee', 'none'],
      currentLimitations: ['Bad left ankle'],
      medicalConditions: ['asthma'],
      physicianApproval: false,
      pregnancyStatus: true,
      needsModifications: true,
      mobilityAids: ['walker'],
      visualImpairment: true,
      hearingImpairment: true,
    });
    expect(advice.map((sentence) => sentence.slice(0, 24))).toEqual([
      'Because of your previous',
      'Your note: Bad left ankl',
      'With asthma, keep your i',
      'During pregnancy, no cal',
      'You have not confirmed y',
      'Standing exercises keep ',
      'Every exercise comes wit',
      'Exercise instructions co',
      'Exercise instructions co',
    ]);
  });
});
