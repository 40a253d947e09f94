import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { dispatchTourAtom, readPersistedTours, tourStateAtom } from './tour-store';

describe('readPersistedTours', () => {
  it.each([
    ['nothing is stored', null, { completedTours: [], tourEnabled: true }],
    ['the entry is not JSON', '{oops', { completedTours: [], tourEnabled: true }],
    ['the entry is not an object', '42', { completedTours: [], tourEnabled: true }],
    [
      'fields have the wrong types',
      '{"completedTours":"all","tourEnabled":"no"}',
      { completedTours: [], tourEnabled: true },
    ],
    [
      'the list holds non-strings',
      '{"completedTours":["safety-tour",3,null],"tourEnabled":false}',
      { completedTours: ['safety-tour'], tourEnabled: false },
    ],
    [
      'the entry is valid',
      '{"completedTours":["main-onboarding"],"tourEnabled":true}',
      { completedTours: ['main-onboarding'], tourEnabled: true },
    ],
  ])('reads %s', (_case, raw, expected) => {
    if (raw !== null) window.localStorage.setItem(storageKeys.tours, raw);
    expect(readPersistedTours()).toEqual(expected);
  });
});

describe('tour store', () => {
  it('starts from the persisted state, ready and not running', () => {
    window.localStorage.setItem(
      storageKeys.tours,
      JSON.stringify({ completedTours: ['safety-tour'], tourEnabled: false }),
    );
    expect(createStore().get(tourStateAtom)).toEqual({
      isRunning: false,
      stepIndex: 0,
      completedTours: ['safety-tour'],
      currentTour: null,
      tourEnabled: false,
      status: 'ready',
      hasShownStep: false,
    });
  });

  it('persists only the completed tours and the enabled flag', () => {
    const store = createStore();
    store.set(dispatchTourAtom, { type: 'start', tourId: 'safety-tour' });
    expect(window.localStorage.getItem(storageKeys.tours)).toBeNull();

    for (let step = 0; step < 3; step += 1) store.set(dispatchTourAtom, { type: 'next' });
    store.set(dispatchTourAtom, { type: 'setEnabled', enabled: false });

    expect(JSON.parse(window.localStorage.getItem(storageKeys.tours) ?? 'null')).toEqual({
      completedTours: ['safety-tour'],
      tourEnabled: false,
    });
  });

  it('forgets a completion on reset and a new store sees the change', () => {
    window.localStorage.setItem(
      storageKeys.tours,
      JSON.stringify({ completedTours: ['safety-tour', 'progress-tour'], tourEnabled: true }),
    );
    createStore().set(dispatchTourAtom, { type: 'reset', tourId: 'safety-tour' });
    expect(createStore().get(tourStateAtom).completedTours).toEqual(['progress-tour']);
  });
});
