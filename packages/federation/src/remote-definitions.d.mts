/** The areas the shell loads at runtime, one federated remote each. */
export declare const remoteDefinitions: readonly [
  {
    readonly name: 'mf_onboarding';
    readonly folder: 'mf-onboarding';
    readonly area: 'onboarding';
    readonly devPort: 5174;
  },
  {
    readonly name: 'mf_workouts';
    readonly folder: 'mf-workouts';
    readonly area: 'workouts';
    readonly devPort: 5175;
  },
  {
    readonly name: 'mf_pose';
    readonly folder: 'mf-pose';
    readonly area: 'pose';
    readonly devPort: 5176;
  },
  {
    readonly name: 'mf_progress';
    readonly folder: 'mf-progress';
    readonly area: 'progress';
    readonly devPort: 5177;
  },
  {
    readonly name: 'mf_coach';
    readonly folder: 'mf-coach';
    readonly area: 'coach';
    readonly devPort: 5178;
  },
];

/** The manifest for local development: each remote's entry on its Vite dev port. */
export declare function buildLocalManifest(
  host?: string,
): Record<(typeof remoteDefinitions)[number]['name'], { entry: string }>;
