import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraFailure, describeCameraError } from './camera-errors';

const domError = (name: string, message = 'boom') => new DOMException(message, name);

describe('describeCameraError', () => {
  it.each([
    ['NotAllowedError', 'Camera access denied. Please grant camera permissions and try again.'],
    [
      'PermissionDeniedError',
      'Camera access denied. Please grant camera permissions and try again.',
    ],
    ['NotFoundError', 'No camera found. Please connect a camera and try again.'],
    ['DevicesNotFoundError', 'No camera found. Please connect a camera and try again.'],
    ['NotSupportedError', 'Camera not supported. Please try a different browser.'],
    [
      'NotReadableError',
      'Camera is being used by another application. Please close other apps using the camera.',
    ],
    [
      'TrackStartError',
      'Camera is being used by another application. Please close other apps using the camera.',
    ],
    ['OverconstrainedError', 'Camera settings not supported. Trying with default settings.'],
    ['SecurityError', 'Camera access blocked due to security restrictions.'],
  ])('%s → the spec message', (name, message) => {
    expect(describeCameraError(domError(name)).message).toBe(message);
  });

  it('any other DOMException → "Camera error: {message}"', () => {
    expect(describeCameraError(domError('AbortError', 'Starting videoinput failed')).message).toBe(
      'Camera error: Starting videoinput failed',
    );
  });

  it('marks only a refusal as permission denied and only overconstrained as a retry', () => {
    expect(describeCameraError(domError('NotAllowedError'))).toMatchObject({
      isPermissionDenied: true,
      shouldRetryWithDefaults: false,
    });
    expect(describeCameraError(domError('OverconstrainedError'))).toMatchObject({
      isPermissionDenied: false,
      shouldRetryWithDefaults: true,
    });
    expect(describeCameraError(domError('NotFoundError'))).toMatchObject({
      isPermissionDenied: false,
      shouldRetryWithDefaults: false,
    });
  });

  it("react-webcam's 'getUserMedia not supported' → not supported in this browser", () => {
    expect(describeCameraError('getUserMedia not supported').message).toBe(
      CAMERA_MESSAGES.unsupportedBrowser,
    );
  });

  it('anything else → unknown camera error', () => {
    expect(describeCameraError(new Error('x')).message).toBe('Unknown camera error occurred');
    expect(describeCameraError(null).message).toBe('Unknown camera error occurred');
  });

  it("names a stream without a video element with the spec's 'Video element not set'", () => {
    expect(cameraFailure(CAMERA_MESSAGES.noVideoElement)).toEqual({
      message: 'Video element not set',
      isPermissionDenied: false,
      shouldRetryWithDefaults: false,
    });
  });
});
