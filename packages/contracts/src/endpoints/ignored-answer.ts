import { z } from 'zod';

/** A `readAs` for a call whose caller uses nothing of the answer: any success answer reads. */
export const ignoredAnswer = z.unknown();
