// Runs the pose pipeline on a <video> (live camera or a recorded file): loads the models on first
// use, estimates the newest frame whenever the previous estimate is done (frames in between are
// skipped, never queued) and reports each estimate. Per-frame failures are ignored (spec 03 §8).
import { modelUrls } from 'virtual:pose-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRACKING_MESSAGES } from '../camera/camera-errors';
import { PosePipeline, type ModelVariant, type PoseEstimate } from '../pipeline/pose-pipeline';
import type { Backend } from '../pipeline/runtime';

export type TrackingStatus = 'idle' | 'initializing' | 'tracking' | 'error';

export interface FrameResult {
  estimate: PoseEstimate;
  width: number;
  height: number;
  /** Video time for a recorded file, performance.now() for the camera (ms). */
  timestampMs: number;
}

export interface PoseTracking {
  status: TrackingStatus;
  error: string | null;
  backend: Backend | null;
  /** WASM threads the models run on (null before they load). */
  threads: number | null;
  variant: ModelVariant;
  /** Estimates per second over the last second. */
  fps: number;
  retry: () => void;
}

interface Options {
  video: HTMLVideoElement | null;
  /** Load the models (and keep them while true). */
  enabled: boolean;
  /** Estimate frames (needs `enabled`). */
  running: boolean;
  variant: ModelVariant;
  /** A recorded file: stepped through frame by frame and timed by the video clock. */
  isRecording: boolean;
  onFrame: (result: FrameResult) => void;
  /** A recording was analysed to its end. */
  onRecordingEnd?: () => void;
}

/** Recordings are analysed at 30 frames per second of video. */
const RECORDING_FRAME_S = 1 / 30;

function seekTo(video: HTMLVideoElement, timeS: number): Promise<void> {
  return new Promise((resolve) => {
    video.addEventListener('seeked', () => resolve(), { once: true });
    video.currentTime = Math.min(timeS, video.duration);
  });
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function usePoseTracking({
  video,
  enabled,
  running,
  variant,
  isRecording,
  onFrame,
  onRecordingEnd,
}: Options): PoseTracking {
  const [status, setStatus] = useState<TrackingStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [pipeline, setPipeline] = useState<PosePipeline | null>(null);
  const [fps, setFps] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const onFrameRef = useRef(onFrame);
  const onRecordingEndRef = useRef(onRecordingEnd);
  onFrameRef.current = onFrame;
  onRecordingEndRef.current = onRecordingEnd;

  useEffect(() => {
    if (!enabled) {
      setStatus('idle');
      return;
    }
    let cancelled = false;
    setStatus('initializing');
    setError(null);
    PosePipeline.create({ variant, urls: modelUrls }).then(
      (created) => {
        if (cancelled) return void created.dispose();
        setPipeline(created);
        setStatus('tracking');
      },
      (failure: unknown) => {
        if (cancelled) return;
        setError(
          TRACKING_MESSAGES.poseInitFailed(reasonOf(failure) || TRACKING_MESSAGES.initFailed),
        );
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      setPipeline((current) => {
        void current?.dispose();
        return null;
      });
    };
  }, [enabled, variant, attempt]);

  useEffect(() => {
    if (!pipeline || !running) return;
    if (!video) {
      setError(TRACKING_MESSAGES.videoOnly);
      setStatus('error');
      return;
    }
    let stopped = false;
    let busy = false;
    let handle = 0;
    const hasVideoFrames = 'requestVideoFrameCallback' in video;
    let lastTime = -1;
    let counted = 0;
    let windowStart = performance.now();
    const width = () => video.videoWidth;
    const height = () => video.videoHeight;

    const estimateFrame = async (timestampMs: number) => {
      const size = { width: width(), height: height() };
      const estimate = await pipeline.estimate({ source: video, ...size }, timestampMs);
      if (stopped) return;
      counted++;
      const now = performance.now();
      if (now - windowStart >= 1000) {
        setFps(Math.round((counted * 1000) / (now - windowStart)));
        counted = 0;
        windowStart = now;
      }
      onFrameRef.current({ estimate, ...size, timestampMs });
    };

    if (isRecording) {
      // A recording is stepped through frame by frame (seek, estimate, next frame), so every
      // frame is analysed however slow the device: the video advances at the pipeline's pace.
      const step = async () => {
        video.pause();
        pipeline.reset();
        if (video.currentTime >= video.duration - RECORDING_FRAME_S) await seekTo(video, 0);
        while (!stopped && video.currentTime < video.duration - RECORDING_FRAME_S / 2) {
          if (video.readyState >= 2 && video.videoWidth > 0) {
            await estimateFrame(video.currentTime * 1000).catch(() => undefined);
          }
          if (stopped) return;
          await seekTo(video, video.currentTime + RECORDING_FRAME_S);
        }
        if (!stopped) onRecordingEndRef.current?.();
      };
      void step();
      return () => {
        stopped = true;
      };
    }

    const schedule = () => {
      if (stopped) return;
      handle = hasVideoFrames ? video.requestVideoFrameCallback(tick) : requestAnimationFrame(tick);
    };
    const tick = () => {
      schedule();
      if (busy || video.readyState < 2 || video.videoWidth === 0) return;
      const timestampMs = performance.now();
      if (timestampMs === lastTime) return;
      lastTime = timestampMs;
      busy = true;
      estimateFrame(timestampMs)
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    schedule();
    return () => {
      stopped = true;
      if (hasVideoFrames) video.cancelVideoFrameCallback(handle);
      else cancelAnimationFrame(handle);
    };
  }, [pipeline, video, running, isRecording]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status,
    error,
    backend: pipeline?.backend ?? null,
    threads: pipeline?.threads ?? null,
    variant,
    fps,
    retry,
  };
}
