import { readErrorBody, type ErrorDetail } from './error-body';
import {
  isAuthErrorCode,
  isErrorCode,
  isRetryableErrorCode,
  isValidationErrorCode,
  type ErrorCode,
} from './error-codes';
import { errorSuggestions } from './error-suggestions';

/** Why a request got no answer at all. */
export type NetworkFailureReason =
  'timeout' | 'connection-refused' | 'dns' | 'unreachable' | 'unknown';

/** A failed call: an HTTP answer (body already parsed from JSON, or undefined), no answer at all, or an identity-provider error code. */
export type ApiFailure =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network'; reason: NetworkFailureReason }
  | { kind: 'identity-provider'; code: string };

/** A failure as the UI shows it; `fieldErrors` maps a field to its first message; `status` is null when no HTTP answer came. */
export type UserFacingError = {
  code: ErrorCode;
  message: string;
  suggestion: string;
  details: ErrorDetail[];
  fieldErrors: Record<string, string>;
  isAuthError: boolean;
  isValidationError: boolean;
  isRetryable: boolean;
  status: number | null;
};

type CodedMessage = { code: ErrorCode; message: string };

const statusErrors: ReadonlyMap<number, CodedMessage> = new Map<number, CodedMessage>([
  [400, { code: 'VALIDATION_ERROR', message: 'Invalid request. Please check your input.' }],
  [401, { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' }],
  [
    403,
    {
      code: 'FORBIDDEN',
      message: "Access denied. You don't have permission to perform this action.",
    },
  ],
  [404, { code: 'RESOURCE_NOT_FOUND', message: 'The requested resource could not be found.' }],
  [413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' }],
  [
    429,
    { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests. Please slow down and try again.' },
  ],
  [
    500,
    {
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error. Our team has been notified and is working on a fix.',
    },
  ],
  [
    502,
    {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Bad gateway. The server received an invalid response from upstream.',
    },
  ],
  [
    503,
    {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable. The server is currently under maintenance.',
    },
  ],
  [
    504,
    { code: 'TIMEOUT_ERROR', message: 'Gateway timeout. The server took too long to respond.' },
  ],
]);

const networkErrors: Record<NetworkFailureReason, CodedMessage> = {
  timeout: {
    code: 'TIMEOUT_ERROR',
    message: 'Request timed out. The server took too long to respond.',
  },
  'connection-refused': {
    code: 'NETWORK_ERROR',
    message: 'Connection refused. The server is not responding.',
  },
  dns: { code: 'NETWORK_ERROR', message: 'DNS resolution failed. Cannot reach the server.' },
  unreachable: {
    code: 'NETWORK_ERROR',
    message: 'Network unreachable. Cannot connect to the server.',
  },
  unknown: { code: 'NETWORK_ERROR', message: 'Cannot connect to the server.' },
};

/** The spec's texts (01 §8) for the two sign-in/registration failures; the auth service sends them. */
export const authFailureMessages = {
  emailInUse: 'The email you are trying to use already exists. Please use another email.',
  invalidCredential: 'That email & password combination was not found in the database',
} as const;
const emailInUse: CodedMessage = {
  code: 'EMAIL_ALREADY_EXISTS',
  message: authFailureMessages.emailInUse,
};
const invalidCredential: CodedMessage = {
  code: 'INVALID_CREDENTIALS',
  message: authFailureMessages.invalidCredential,
};
const identityProviderErrors: ReadonlyMap<string, CodedMessage> = new Map<string, CodedMessage>([
  ['auth/email-already-in-use', emailInUse],
  ['auth/invalid-credential', invalidCredential],
  ['auth/invalid-login-credentials', invalidCredential],
  ['auth/wrong-password', invalidCredential],
  ['auth/user-not-found', invalidCredential],
]);
const otherIdentityProviderError: CodedMessage = {
  code: 'UNAUTHORIZED',
  message: 'Authentication failed. Please try again.',
};

function describeStatus(status: number): CodedMessage {
  return (
    statusErrors.get(status) ?? {
      code: 'INTERNAL_SERVER_ERROR',
      message: `Unexpected server error (Status: ${status}). Please try again.`,
    }
  );
}

function mapFirstMessagePerField(details: ErrorDetail[]): Record<string, string> {
  const messages = new Map<string, string>();
  for (const { field, message } of details) {
    if (!messages.has(field)) {
      messages.set(field, message);
    }
  }
  return Object.fromEntries(messages);
}

function toUserFacingError(
  { code, message }: CodedMessage,
  status: number | null,
  details: ErrorDetail[] = [],
): UserFacingError {
  return {
    code,
    message,
    suggestion: errorSuggestions[code],
    details,
    fieldErrors: mapFirstMessagePerField(details),
    isAuthError: isAuthErrorCode(code),
    isValidationError: isValidationErrorCode(code),
    isRetryable: isRetryableErrorCode(code),
    status,
  };
}

function describeResponse(status: number, body: unknown): UserFacingError {
  const fromStatus = describeStatus(status);
  const parsed = readErrorBody(body);
  if (!parsed) {
    return toUserFacingError(fromStatus, status);
  }
  const { code, message, details = [] } = parsed.error;
  return toUserFacingError(
    {
      code: isErrorCode(code) ? code : fromStatus.code,
      // An empty message would leave the banner blank; the status text is the better fallback.
      message: message.trim() === '' ? fromStatus.message : message,
    },
    status,
    details,
  );
}

/** Turns a failed call into what the UI shows, per spec 01 §8: server error body as is, else identity-provider code, network reason or HTTP status. */
export function describeApiFailure(failure: ApiFailure): UserFacingError {
  switch (failure.kind) {
    case 'response':
      return describeResponse(failure.status, failure.body);
    case 'network':
      return toUserFacingError(networkErrors[failure.reason], null);
    case 'identity-provider':
      return toUserFacingError(
        identityProviderErrors.get(failure.code) ?? otherIdentityProviderError,
        null,
      );
  }
}
