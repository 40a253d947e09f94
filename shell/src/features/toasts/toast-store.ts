import type { ToastRequest } from '@repwise/contracts';
import { atom, getDefaultStore } from 'jotai';

/** The toast on screen: the toast library of spec 01 §9 shows one at a time. */
export interface ActiveToast extends Required<
  Pick<ToastRequest, 'title' | 'variant' | 'durationMs'>
> {
  id: number;
  description: string | undefined;
}

/** Default toast duration (spec 01 §9: 5 seconds). */
export const defaultToastDurationMs = 5000;

/** The toast currently shown, or null. */
export const activeToastAtom = atom<ActiveToast | null>(null);

let nextId = 1;

/** Shows a toast, replacing the one on screen; it closes after `durationMs` (5 s unless given). */
export function showToast(toast: ToastRequest): void {
  getDefaultStore().set(activeToastAtom, {
    id: nextId++,
    title: toast.title,
    description: toast.description,
    variant: toast.variant ?? 'default',
    durationMs: toast.durationMs ?? defaultToastDurationMs,
  });
}

/** Closes the toast with this id if it is still the one shown. */
export function dismissToast(id: number): void {
  const store = getDefaultStore();
  if (store.get(activeToastAtom)?.id === id) store.set(activeToastAtom, null);
}
