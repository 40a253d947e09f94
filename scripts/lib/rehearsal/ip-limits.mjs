// Scenario 3: the gateway's per-IP limits count each client address, not the shell's nginx: one
// client namespace signs up until the sign-up limit answers 429 (a forged X-Forwarded-For does not
// get it out), while a client at another address still signs up. The accounts made here are the
// load's users in scenario 4.
import { describeAnswer } from '../faults/api.mjs';
import { signUp } from './first-day.mjs';

/** More than the sign-up limit per address (RATE_LIMIT_REGISTER_PER_IP, 10 by default). */
const maxAttempts = 15;

/**
 * Scenario 3.
 * @type {import('../faults/report.mjs').Scenario<import('./rehearsal.mjs').RehearsalContext>}
 */
export const perAddressLimitsScenario = {
  title: '3. Per-IP limits count each client address behind the shell’s nginx',
  async run(context, log) {
    const a = context['client-a'];
    const b = context['client-b'];
    /** @type {import('./rehearsal.mjs').RehearsalUser[]} */
    const loadUsers = [];
    context.loadUsers = loadUsers;
    let accepted = context.users?.length ?? 0;
    /** @type {import('../faults/api.mjs').ApiAnswer | null} */
    let limited = null;
    for (let attempt = 0; attempt < maxAttempts && !limited; attempt += 1) {
      const { answer, user } = await signUp(a.shellUrl, 'limits-a');
      if (user) {
        accepted += 1;
        loadUsers.push(user);
      } else limited = answer;
    }
    log.observed(
      `client-a (${a.address}): ${accepted} sign-ups accepted (1 in scenario 2), then ${limited ? describeAnswer(limited) : 'never limited'}`,
    );
    log.check(
      limited?.status === 429 && limited.body?.error?.code === 'RATE_LIMIT_EXCEEDED',
      `client-a is limited after ${accepted} sign-ups from its address`,
    );
    const forged = await signUp(a.shellUrl, 'forged', { 'x-forwarded-for': '203.0.113.7' });
    log.check(
      forged.answer.status === 429,
      `client-a with a forged X-Forwarded-For: 203.0.113.7 is still limited (${describeAnswer(forged.answer)}): nginx appends the real address and the gateway trusts one hop`,
    );
    const other = await signUp(b.shellUrl, 'limits-b');
    log.check(
      other.answer.status === 201,
      `client-b (${b.address}) signs up meanwhile: ${describeAnswer(other.answer)}`,
    );
    if (other.user) loadUsers.push(other.user);
    // More users for the load, from client-b's own allowance.
    for (let index = 0; index < 7; index += 1) {
      const { user } = await signUp(b.shellUrl, 'load-b');
      if (user) loadUsers.push(user);
    }
  },
};
