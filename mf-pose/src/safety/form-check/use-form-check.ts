// A form check outside a workout, logged exactly as the active workout logs tracked sets: each
// analysed set goes to POST /workouts/pose/sets under the check's session id (numbered per
// exercise), which feeds the risk tracker; finishing the check posts the session, which adds it to
// the progress tracker (form history, records, milestones). Only the analysis leaves the device.
import { safetyAlertsChangedEvent, type ApiClient, type RemoteAppProps } from '@repwise/contracts';
import {
  buildRecordPoseSetRequest,
  type RepStateDto,
  type SetAnalysisReport,
} from '@repwise/contracts/pose';
import { useCallback, useEffect, useRef, useState } from 'react';
import { finishFormCheck, recordFormCheckSet } from '../api/safety-api';
import { describeFailure } from '../model/describe-failure';
import { formatScore } from '../model/safety-format';

/** What the form check says about its sets. */
export type FormCheckStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

export interface FormCheck {
  /** The panel's set number: raising it ends the set being counted. */
  panelSetNumber: number;
  /** Reps counted in the set on screen. */
  currentReps: number;
  /** Sets saved in this check, not yet finished. */
  savedSets: number;
  status: FormCheckStatus;
  isFinishing: boolean;
  onSetAnalysis: (report: SetAnalysisReport) => void;
  onRepStateChange: (state: RepStateDto) => void;
  /** Ends the set on screen (the panel reports it when it counted a rep). */
  endSet: () => void;
  /** Ends the set on screen, then posts the session: the check's sets join the form history. */
  finish: () => Promise<void>;
}

/** The open check: its session, the seconds and sets posted, and the posts still in flight. */
interface OpenCheck {
  sessionId: string;
  seconds: number;
  postedSets: number;
  setsByExercise: { squat: number; deadlift: number };
  pending: Promise<unknown>;
}

function openCheck(): OpenCheck {
  return {
    sessionId: crypto.randomUUID(),
    seconds: 0,
    postedSets: 0,
    setsByExercise: { squat: 0, deadlift: 0 },
    pending: Promise.resolve(),
  };
}

/** A macrotask: a set the panel reports while React commits a change has been reported by then. */
const afterCommit = () => new Promise((resolve) => setTimeout(resolve, 0));

export function useFormCheck({
  request,
  notify,
  onSaved,
}: {
  request: ApiClient;
  notify: RemoteAppProps['notify'];
  /** A set or the whole check was stored: reread what it changed. */
  onSaved: () => void;
}): FormCheck {
  const [panelSetNumber, setPanelSetNumber] = useState(1);
  const [currentReps, setCurrentReps] = useState(0);
  const [status, setStatus] = useState<FormCheckStatus>({ kind: 'idle' });
  const [savedSets, setSavedSets] = useState(0);
  const [isFinishing, setIsFinishing] = useState(false);
  const check = useRef<OpenCheck>(openCheck());
  const latest = useRef({ request, notify, onSaved });
  latest.current = { request, notify, onSaved };

  const onSetAnalysis = useCallback((report: SetAnalysisReport) => {
    const current = check.current;
    current.setsByExercise[report.exercise] += 1;
    current.postedSets += 1;
    current.seconds += report.duration;
    const body = buildRecordPoseSetRequest(report, {
      sessionId: current.sessionId,
      setNumber: current.setsByExercise[report.exercise],
    });
    setCurrentReps(0);
    setStatus({ kind: 'saving' });
    const posted = recordFormCheckSet(latest.current.request, body).then(
      (answer) => {
        setSavedSets((count) => count + 1);
        const average = formatScore(answer.exerciseResult.averageFormScore);
        setStatus({
          kind: 'saved',
          message: `Set saved: ${body.reps} reps. Average form this check: ${average}.`,
        });
        window.dispatchEvent(new Event(safetyAlertsChangedEvent));
        latest.current.onSaved();
      },
      (error: unknown) => {
        const message = describeFailure(error, 'The set could not be saved.');
        setStatus({ kind: 'failed', message });
        latest.current.notify({
          title: 'Set not saved',
          description: message,
          variant: 'destructive',
        });
      },
    );
    current.pending = current.pending.then(() => posted);
  }, []);

  const finish = useCallback(async () => {
    setIsFinishing(true);
    setPanelSetNumber((n) => n + 1);
    await afterCommit();
    const current = check.current;
    await current.pending;
    if (current.postedSets === 0) {
      setIsFinishing(false);
      return;
    }
    try {
      const answer = await finishFormCheck(latest.current.request, {
        sessionId: current.sessionId,
        totalDuration: Math.min(86_400, Math.round(current.seconds)),
      });
      const earned = answer.newRecords.length + answer.newMilestones.length;
      latest.current.notify({
        title: 'Form check saved',
        description:
          earned > 0
            ? `Added to your form history, with ${earned} new record(s) and milestone(s).`
            : 'Added to your form history.',
        variant: 'success',
      });
      check.current = openCheck();
      setSavedSets(0);
      setStatus({ kind: 'idle' });
      latest.current.onSaved();
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: describeFailure(error, 'The form check could not be saved.'),
      });
    } finally {
      setIsFinishing(false);
    }
  }, []);

  // Leaving the page finishes a check with sets, so they still reach the form history (the
  // panel reports its last set as it unmounts, hence the macrotask).
  useEffect(
    () => () => {
      void afterCommit().then(async () => {
        const { postedSets, pending, sessionId, seconds } = check.current;
        if (postedSets === 0) return;
        await pending;
        await finishFormCheck(latest.current.request, {
          sessionId,
          totalDuration: Math.min(86_400, Math.round(seconds)),
        }).catch((error: unknown) =>
          latest.current.notify({
            title: 'Form check not saved to your history',
            description: describeFailure(error, 'Try another form check.'),
            variant: 'destructive',
          }),
        );
      });
    },
    [],
  );

  const onRepStateChange = useCallback(
    (state: RepStateDto) => setCurrentReps(state.currentCount),
    [],
  );
  const endSet = useCallback(() => setPanelSetNumber((n) => n + 1), []);
  return {
    panelSetNumber,
    currentReps,
    savedSets,
    status,
    isFinishing,
    onSetAnalysis,
    onRepStateChange,
    endSet,
    finish,
  };
}
