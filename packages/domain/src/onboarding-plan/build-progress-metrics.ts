const consistency = 'Workout consistency (sessions completed each week)';

const metricsByGoal: Readonly<Record<string, readonly string[]>> = {
  'weight-loss': ['Body weight', 'Waist circumference', consistency],
  'muscle-gain': [
    'Body weight',
    'Chest, arm and thigh measurements',
    'Strength on key lifts',
    consistency,
  ],
  strength: ['Strength on key lifts', 'Exercise form score', consistency],
  endurance: ['Cardio session duration', 'Resting heart rate', consistency],
  flexibility: ['Range of motion', consistency],
  'general-fitness': ['Body weight', 'Energy level', consistency],
  rehabilitation: ['Pain level (0-10)', 'Range of motion', consistency],
  'sport-specific': ['Sport-specific performance', 'Strength on key lifts', consistency],
};

const metricsBySecondaryGoal: Readonly<Record<string, string>> = {
  'better-sleep': 'Sleep quality',
  'stress-reduction': 'Stress level',
  'energy-boost': 'Energy level',
  'pain-relief': 'Pain level (0-10)',
  posture: 'Posture check photos',
};

/** What to track, by primary then secondary goals, without repeats; a custom goal tracks consistency and energy. */
export function buildProgressMetrics(
  primaryGoal: string,
  secondaryGoals: readonly string[],
): string[] {
  const primary = metricsByGoal[primaryGoal] ?? [consistency, 'Energy level'];
  const secondary = secondaryGoals.flatMap((goal) => metricsBySecondaryGoal[goal] ?? []);
  return [...new Set([...primary, ...secondary])];
}
