import { tourTarget, tourTargets, type TourTarget } from '@repwise/contracts';
import type { TourAction } from '@repwise/domain';
import { act } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { renderInShell } from '../../test/render';
import { dispatchTourAtom, tourStateAtom } from './tour-store';

/** Renders `ui` in the shell with a fresh tour store and the named tour targets on the page. */
export function renderWithTours(
  ui: ReactElement,
  { targets = tourTargets, path }: { targets?: readonly TourTarget[]; path?: string } = {},
) {
  const store = createStore();
  const view = renderInShell(
    <JotaiProvider store={store}>
      <main>
        {targets.map((target) => (
          <section key={target} {...tourTarget(target)}>
            {target} area
          </section>
        ))}
      </main>
      {ui}
    </JotaiProvider>,
    { path },
  );
  return {
    ...view,
    store,
    readState: () => store.get(tourStateAtom),
    dispatch: (action: TourAction) => act(() => store.set(dispatchTourAtom, action)),
  };
}

/** The persisted tour entry, parsed; null when nothing is stored. */
export function readStoredTours(): unknown {
  return JSON.parse(window.localStorage.getItem('repwise_tours') ?? 'null');
}
