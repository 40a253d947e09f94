import { buildUser } from '@repwise/federation/testing';
import { describe, expect, it } from 'vitest';
import { buildProfileChange, profileToForm } from './build-profile-change';

describe('buildProfileChange', () => {
  it('parses age, height and weight as integers and clears empty ones', () => {
    const form = { ...profileToForm(buildUser()), age: '34', height: '172.9', weight: '' };
    expect(buildProfileChange(form)).toEqual({
      ok: true,
      change: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        age: 34,
        height: 172,
        weight: null,
        fitnessLevel: null,
      },
    });
  });

  it.each([
    [{ age: '12' }, 'age'],
    [{ age: 'abc' }, 'age'],
    [{ height: '20' }, 'height'],
    [{ firstName: 'A' }, 'firstName'],
  ])('reports %j on %s', (values, field) => {
    const result = buildProfileChange({ ...profileToForm(buildUser()), ...values });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });
});
