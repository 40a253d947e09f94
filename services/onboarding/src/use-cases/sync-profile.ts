import { ApiError, createApiClient, type OnboardingCompletionRequest } from '@repwise/contracts';
import { callEndpoint, ignoredAnswer } from '@repwise/contracts/endpoints';
import { profileEndpoints, type ProfileUpdateRequest } from '@repwise/contracts/profile';
import { ServiceCopies, type Logger } from '@repwise/server-kit';

/**
 * Sends a profile change to the auth service with the user's own token (their Authorization
 * header); resolves whether or not it arrived: the assessment is already saved.
 */
export type ProfileSync = (authorization: string, change: ProfileUpdateRequest) => Promise<void>;

const centimetresPerInch = 2.54;
const kilogramsPerPound = 0.45359237;
const fitnessLevels = { beginner: 'BEGINNER', intermediate: 'INTERMEDIATE', advanced: 'ADVANCED' };

const within = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/**
 * The profile fields an assessment answers (spec 02 §3 User: age, height in cm, weight in kg,
 * fitness level), converted from its feet, inches and pounds and rounded as the profile keeps
 * them; a value outside the profile's bounds, or a custom fitness level, is left out. Null when
 * nothing is left.
 */
export function profileChangeFrom(
  request: OnboardingCompletionRequest,
): ProfileUpdateRequest | null {
  const { age, height, weight } = request.personalInfo;
  const level = request.experience.fitnessLevel as string;
  const change: ProfileUpdateRequest = {
    age: within(age, 13, 120),
    height: within(Math.round((height.feet * 12 + height.inches) * centimetresPerInch), 50, 272),
    weight: within(Math.round(weight * kilogramsPerPound), 20, 500),
    fitnessLevel:
      level in fitnessLevels ? fitnessLevels[level as keyof typeof fitnessLevels] : undefined,
  } as ProfileUpdateRequest;
  const defined = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as ProfileUpdateRequest;
  return Object.keys(defined).length > 0 ? defined : null;
}

/**
 * PATCH /auth/profile on the auth service, given up after `timeoutMs`; a no-op without a URL.
 * `authUrl` may list the service's copies: a change one copy refused the connection for goes to
 * the next (a PATCH that may have arrived is not sent twice).
 */
export function createProfileSync(
  authUrl: string | readonly string[] | undefined,
  logger: Logger,
  timeoutMs = 2000,
): ProfileSync {
  const copies = authUrl ? new ServiceCopies(authUrl) : null;
  return async (authorization, change) => {
    if (!copies) return;
    const { updateProfile } = profileEndpoints;
    try {
      await copies.call({ method: updateProfile.method }, (baseUrl) => {
        const client = createApiClient({
          baseUrl: new URL(baseUrl).origin,
          // The user's own bearer token, sent on as it came.
          getAccessToken: () => authorization.replace(/^Bearer\s+/i, ''),
          timeoutMs,
        });
        // Only whether it arrived matters: its answer is not used.
        return callEndpoint(client, updateProfile, { body: change, readAs: ignoredAnswer });
      });
    } catch (error) {
      if (error instanceof ApiError && error.failure.status !== null) {
        logger.warn({ status: error.failure.status }, 'profile sync refused');
      } else {
        logger.warn({ err: error }, 'profile sync failed');
      }
    }
  };
}
