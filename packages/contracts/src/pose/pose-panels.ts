// The panels mf-pose exposes through federation and mf-workouts mounts in the active workout
// (`./squat-panel`, `./deadlift-panel`, `./adaptive-plan-panel`). Everything crossing the
// boundary is plain data of the schemas in this folder.
import type { BiomechanicalAlertDto, RiskFactorDto } from './risk.schema';
import type { FormAnalysisDto, RepStateDto } from './form-analysis.schema';
import type { SetResultDto } from './exercise-result.schema';
import type { RepFaultDto } from './rep-fault.schema';
import type {
  AdaptivePlanDto,
  CoachUserProfileDto,
  PlanModificationDto,
} from './adaptive-plan.schema';

/** A counted rep, reported the moment the rep machine counts it. */
export interface RepCountedEvent {
  exercise: 'squat' | 'deadlift';
  /** 1-based count within the current set. */
  repNumber: number;
  /**
   * The rep's score 1-10, one decimal: 10 less its faults' deductions (at most 7 with a moderate
   * or severe fault), less a tenth of its frames' mean loss.
   */
  score: number;
  /** The rep's worst analysed frame, null when no frame of it could be analysed. */
  analysis: FormAnalysisDto | null;
  /** The rep's form faults (empty when clean), each with its worst frame's time and measure. */
  faults?: RepFaultDto[];
  /** Video time of the counting frame, ms. */
  timestampMs: number;
}

/** A finished set's analysis, what the workout logs and adds to the exercise result. */
export interface SetAnalysisReport extends SetResultDto {
  exercise: 'squat' | 'deadlift';
  /** Each rep's form faults, in rep order (an empty list for a clean rep). */
  repFaults?: RepFaultDto[][];
  /** One line per safety issue seen in the set (e.g. "Knees are caving in: ..."). */
  safetyIssues: string[];
}

/** Risks the panel's tracker observed on a rep. */
export interface RiskDetectedEvent {
  exercise: 'squat' | 'deadlift';
  /** New or raised risk factors. */
  riskFactors: RiskFactorDto[];
  /** A new biomechanical alert (shown as a danger banner), null when none was raised. */
  alert: BiomechanicalAlertDto | null;
}

/** Tracking panel states (spec 03 §4 "Camera and tracking panel"). */
export type TrackingPanelState = 'idle' | 'initializing' | 'tracking' | 'error';

/** Props shared by the Squat and Deadlift panels. */
export interface PoseTrackingPanelProps {
  /** The AI On/Off toggle: tracking runs only while true (the camera stops when false). */
  isActive: boolean;
  /** The set's rep target; tracking stops when it is reached. */
  targetReps: number;
  /** The current set (1-based); when it changes the panel reports the finished set and resets. */
  setNumber: number;
  /**
   * The workout session the reps belong to: the risk tracker judges form drop-off within one
   * session and recovery between sessions by it. Default: one id per mounted panel.
   */
  sessionId?: string;
  /** Wording of coach messages. */
  userProfile: CoachUserProfileDto;
  /** Theme of the host page. */
  themeMode: 'light' | 'dark';
  /** Called on every counted rep. */
  onRepCounted?: (event: RepCountedEvent) => void;
  /**
   * Called once per set with at least one rep: when the target is reached, or when the set ends
   * (`setNumber` changes, `isActive` turns false or the panel unmounts) before that.
   */
  onSetAnalysis: (report: SetAnalysisReport) => void;
  /** Called when the risk tracker observes a risk on a rep. */
  onRiskDetected?: (event: RiskDetectedEvent) => void;
  /** Called when the rep state changes (count, phase, scores). */
  onRepStateChange?: (state: RepStateDto) => void;
  /** Called when the panel's tracking state changes; `message` is the error shown, else null. */
  onTrackingStateChange?: (state: TrackingPanelState, message: string | null) => void;
}

/** Props of the Squat panel. */
export type SquatPanelProps = PoseTrackingPanelProps;

/** Props of the Deadlift panel (it also shows the phase badge, danger banners and the AI Coach). */
export interface DeadliftPanelProps extends PoseTrackingPanelProps {
  /** Whether the AI Coach panel starts shown (the user can show or hide it). Default true. */
  isCoachVisible?: boolean;
}

/** Tabs of the adaptive plan panel. */
export type AdaptivePlanTab = 'overview' | 'recommendations' | 'metrics';

/**
 * What the host answers to Apply or Dismiss: anything, or a promise (its server call). While a
 * promise is pending the item's buttons are disabled; a rejection shows its message on the item
 * (so a failed call leaves the modification in place, with the reason).
 */
export type ModificationActionResult = unknown;

/** Props of the adaptive plan panel (Overview, Recommendations, Exercise Metrics). */
export interface AdaptivePlanPanelProps {
  /** The plan to show; null while none exists (the panel says so). */
  plan: AdaptivePlanDto | null;
  /** True while the host fetches the plan: the panel shows that instead of its empty state. */
  isLoading?: boolean;
  /** The tab shown first. Default 'overview'. */
  initialTab?: AdaptivePlanTab;
  themeMode: 'light' | 'dark';
  /** The user applies a modification; the host changes the workout and drops it from the list. */
  onApplyModification: (modification: PlanModificationDto) => ModificationActionResult;
  /** The user dismisses a modification; the host drops it from the list. */
  onDismissModification: (modification: PlanModificationDto) => ModificationActionResult;
  /** The user closes the panel. */
  onClose: () => void;
}

/** The module shape of each exposed panel: a default-exported React component. */
export interface PosePanelModule<Props> {
  default: (props: Props) => unknown;
}
