import { describe, expect, it } from 'vitest';
import { buildMeasurementPayload, emptyMeasurementForm } from './build-measurement-payload';

const today = '2026-03-10';
const noon = (day: string) => `${day}T12:00:00.000Z`;
const build = (values: Partial<ReturnType<typeof emptyMeasurementForm>>) =>
  buildMeasurementPayload({ ...emptyMeasurementForm(today), ...values }, today, noon);

describe('buildMeasurementPayload', () => {
  it('sends only the filled values', () => {
    expect(build({ weight: '82.4' })).toEqual({ ok: true, payload: { weight: 82.4 } });
    expect(build({ bodyFat: '18.5', notes: '  after run ' })).toEqual({
      ok: true,
      payload: { bodyFat: 18.5, notes: 'after run' },
    });
  });

  it('sends an earlier date as recordedAt and today as nothing', () => {
    expect(build({ weight: '80', date: '2026-03-01' })).toEqual({
      ok: true,
      payload: { weight: 80, recordedAt: '2026-03-01T12:00:00.000Z' },
    });
  });

  it.each([
    [{}, 'body', 'Enter at least one measurement or a note'],
    [{ weight: '19.9' }, 'weight', 'Weight must be between 20 and 500 kg'],
    [{ bodyFat: '80' }, 'bodyFat', 'Body fat must be between 2 and 75 %'],
    [{ muscleMass: 'abc' }, 'muscleMass', 'Muscle mass must be between 5 and 250 kg'],
  ])('reports %j as %s: %s', (values, field, message) => {
    expect(build(values)).toEqual({
      ok: false,
      errors: expect.objectContaining({ [field]: message }),
    });
  });
});
