import type { CoachExercise } from '../understand/exercise-matcher';
import { exerciseIdOf } from '../../workouts/workout-vocabulary';

interface MachineEntry {
  name: string;
  pattern: string;
  muscles: string[];
  aliases: string[];
  description: string;
  steps: string[];
  cues: string[];
  mistakes: string[];
  easier: string;
  harder: string;
  safety: string[];
  positions: CoachExercise['positions'];
  difficulty?: CoachExercise['difficulty'];
}

function machine(entry: MachineEntry): CoachExercise {
  return {
    id: exerciseIdOf(entry.name),
    name: entry.name,
    description: entry.description,
    muscleGroups: entry.muscles,
    equipment: ['Gym Machine'],
    difficulty: entry.difficulty ?? 'EASY',
    category: 'STRENGTH',
    contraindications: { injuries: [], conditions: [] },
    formCues: entry.cues,
    modifications: [entry.easier],
    progressions: [entry.harder],
    safetyNotes: entry.safety,
    isTimed: false,
    pattern: entry.pattern,
    ...(entry.positions ? { positions: entry.positions } : {}),
    aliases: entry.aliases,
    instructions: entry.steps,
    commonMistakes: entry.mistakes,
  };
}

/**
 * Gym machines people ask the coach about that the home-first catalogue does not hold (its plans
 * never prescribe them): the coach names, explains and compares them, written for RepWise from
 * the NSCA Exercise Technique Manual and ACE's exercise library. Never part of a composed session.
 */
export const gymMachineExercises: readonly CoachExercise[] = [
  machine({
    name: 'Leg Press',
    pattern: 'squat',
    muscles: ['quadriceps', 'glutes', 'hamstrings', 'adductors'],
    aliases: [
      'leg presses',
      'leg press machine',
      'seated leg press',
      '45 degree leg press',
      'sled leg press',
    ],
    description:
      'A machine squat: seated with your back supported, you push a weighted platform away with your feet; it loads the thighs and glutes without balancing a bar.',
    steps: [
      'Sit with your back and head against the pad, feet hip-width in the middle of the platform, toes slightly out.',
      'Release the safety handles and lower the platform under control until your knees are bent about 90 degrees, lower back still on the pad.',
      'Breathe out and press through your whole foot until your legs are almost straight, without locking the knees.',
      'Lower again slowly, breathing in, and put the safeties back on after the set.',
    ],
    cues: ['Lower back stays on the pad', 'Knees follow the toes', 'Do not lock the knees'],
    mistakes: [
      'Lowering so deep that the hips curl off the pad, which rounds and loads the lower back',
      'Locking the knees hard at the top, which puts the load on the joint',
      'Holding the breath through every push, which spikes blood pressure',
    ],
    easier: 'A shorter range and a lighter load',
    harder: 'Single-leg leg press or the barbell back squat',
    safety: ['Use the safety stops', 'Breathe out as you press; do not hold your breath'],
    positions: ['reclined'],
  }),
  machine({
    name: 'Leg Extension',
    pattern: 'squat',
    muscles: ['quadriceps'],
    aliases: [
      'leg extensions',
      'leg extension machine',
      'quad extension',
      'quad extensions',
      'knee extension machine',
    ],
    description:
      'A seated machine that straightens the knees against a pad on the shins, isolating the quadriceps.',
    steps: [
      'Set the back rest so your knees line up with the machine pivot and the pad sits on your lower shins.',
      'Hold the handles, sit tall and straighten your legs until they are almost straight.',
      'Squeeze the thighs for a second, then lower slowly.',
    ],
    cues: ['Knees in line with the pivot', 'Slow lowering', 'No kicking'],
    mistakes: [
      'Kicking the weight up with momentum, which jars the knees',
      'Letting the hips lift off the seat, which takes the work off the quads',
    ],
    easier: 'A lighter weight and a smaller range that stays pain-free',
    harder: 'A 2-second squeeze at the top or single-leg reps',
    safety: ['Stay in a pain-free range; skip it if the kneecap hurts'],
    positions: ['seated'],
  }),
  machine({
    name: 'Machine Leg Curl',
    pattern: 'hinge',
    muscles: ['hamstrings', 'calves'],
    aliases: [
      'leg curl',
      'leg curls',
      'leg curl machine',
      'lying leg curl',
      'lying leg curls',
      'seated leg curl',
      'seated leg curls',
      'hamstring curl machine',
      'machine hamstring curl',
    ],
    description:
      'A machine that bends the knees against a pad behind the ankles, lying or seated, isolating the hamstrings.',
    steps: [
      'Line your knees up with the machine pivot, the pad just above your heels.',
      'Curl your heels towards your bottom, hips pressed into the pad or seat.',
      'Lower slowly to almost straight legs.',
    ],
    cues: ['Hips stay down', 'Slow lowering'],
    mistakes: [
      'Lifting the hips to finish the rep, which strains the lower back',
      'Dropping the weight on the way down, which loses half the work',
    ],
    easier: 'A lighter weight or the band hamstring curl',
    harder: 'Single-leg curls or the Nordic hamstring curl',
    safety: ['Keep the lowering controlled'],
    positions: ['bench-front', 'seated'],
  }),
  machine({
    name: 'Hack Squat',
    pattern: 'squat',
    muscles: ['quadriceps', 'glutes'],
    aliases: ['hack squats', 'hack squat machine', 'machine hack squat'],
    description:
      'A machine squat on an angled sled: shoulders under pads, back against the pad, feet on a platform.',
    steps: [
      'Back flat against the pad, shoulders under the pads, feet hip-width in the middle of the platform.',
      'Release the safeties and squat down until your thighs are about parallel.',
      'Press through the whole foot to stand, without locking the knees.',
    ],
    cues: ['Back stays on the pad', 'Knees follow the toes'],
    mistakes: [
      'Feet too low on the platform, which lifts the heels and loads the knees',
      'Locking the knees hard at the top',
    ],
    easier: 'The leg press or a shorter range',
    harder: 'Add load in small steps or pause at the bottom',
    safety: ['Use the safety stops'],
    positions: ['standing'],
    difficulty: 'MODERATE',
  }),
  machine({
    name: 'Machine Chest Press',
    pattern: 'push',
    muscles: ['chest', 'triceps', 'shoulders'],
    aliases: ['chest press machine', 'seated chest press', 'seated chest press machine'],
    description:
      'A seated machine press: pushing handles away from the chest along a fixed path, a safe way to load the chest without a spotter.',
    steps: [
      'Set the seat so the handles are level with the middle of your chest.',
      'Sit with your back against the pad, feet flat, shoulder blades squeezed back.',
      'Breathe out and press the handles forward to straight arms, then return slowly until you feel a stretch across the chest.',
    ],
    cues: ['Handles at mid-chest', 'Shoulders back and down'],
    mistakes: [
      'A seat so low that the handles sit at your shoulders, which strains the front of the shoulders',
      'Letting the shoulders roll forward at the end of each press',
    ],
    easier: 'A lighter weight or the incline push-up',
    harder: 'Dumbbell bench press',
    safety: ['Breathe out as you press'],
    positions: ['seated'],
  }),
  machine({
    name: 'Pec Deck',
    pattern: 'push',
    muscles: ['chest', 'shoulders'],
    aliases: [
      'pec deck machine',
      'pec dec',
      'pec fly machine',
      'machine fly',
      'machine chest fly',
      'butterfly machine',
    ],
    description:
      'A seated machine fly: bringing the arms together in front of the chest in an arc, isolating the chest.',
    steps: [
      'Set the seat so the handles are at chest height, back against the pad.',
      'With a slight bend in the elbows, bring the handles together in front of your chest.',
      'Open slowly until you feel a stretch across the chest, not behind the shoulders.',
    ],
    cues: ['Handles at chest height', 'Fixed elbow bend'],
    mistakes: [
      'Opening the arms too far back, which strains the front of the shoulders',
      'Shrugging the shoulders up as you squeeze',
    ],
    easier: 'A lighter weight and a shorter opening',
    harder: 'A 2-second squeeze in front of the chest',
    safety: ['Keep the stretch comfortable'],
    positions: ['seated'],
  }),
  machine({
    name: 'Machine Shoulder Press',
    pattern: 'press',
    muscles: ['shoulders', 'triceps'],
    aliases: ['shoulder press machine', 'seated shoulder press machine', 'machine overhead press'],
    description:
      'A seated machine press: pushing handles overhead along a fixed path, back supported.',
    steps: [
      'Set the seat so the handles start at about shoulder height, back against the pad.',
      'Breathe out and press the handles overhead without locking your elbows hard.',
      'Lower under control to shoulder height.',
    ],
    cues: ['Back against the pad', 'Ribs down'],
    mistakes: [
      'Arching the lower back off the pad to finish the press',
      'A seat so low that the handles start below the shoulders, which strains the shoulder joint',
    ],
    easier: 'A lighter weight or the band overhead press',
    harder: 'Dumbbell overhead press',
    safety: ['Breathe out as you press'],
    positions: ['seated'],
  }),
  machine({
    name: 'Hip Abduction Machine',
    pattern: 'glute',
    muscles: ['glutes'],
    aliases: [
      'hip abduction',
      'hip abductor',
      'hip abductors',
      'abductor machine',
      'abductors machine',
      'outer thigh machine',
    ],
    description:
      'A seated machine where you push your knees apart against pads, training the side glutes (gluteus medius).',
    steps: [
      'Sit tall with the pads on the outside of your knees, feet on the rests.',
      'Push your knees apart as far as is comfortable, pause for a second.',
      'Let them come back together slowly.',
    ],
    cues: ['Sit tall', 'Squeeze the glutes to push the knees apart', 'Slow return'],
    mistakes: ['Letting the weight snap the knees back together', 'Rocking the torso to move it'],
    easier: 'A lighter weight or the banded clamshell',
    harder: 'Lean forward slightly for more glute, or pause 2 seconds apart',
    safety: ['Keep the range comfortable'],
    positions: ['seated'],
  }),
  machine({
    name: 'Hip Adduction Machine',
    pattern: 'glute',
    muscles: ['adductors'],
    aliases: ['hip adduction', 'hip adductor', 'adductor machine', 'inner thigh machine'],
    description:
      'A seated machine where you squeeze your knees together against pads, training the inner thighs (adductors).',
    steps: [
      'Set the pads so you start with a comfortable stretch, pads on the inside of your knees.',
      'Squeeze your knees together, pause for a second.',
      'Open slowly back to the start.',
    ],
    cues: ['Comfortable start width', 'Slow return'],
    mistakes: ['Starting too wide, which strains the groin'],
    easier: 'A narrower start and lighter weight',
    harder: 'A 2-second squeeze or the Copenhagen plank',
    safety: ['Start with a mild stretch, not a deep one'],
    positions: ['seated'],
  }),
  machine({
    name: 'Assisted Pull-Up Machine',
    pattern: 'pulldown',
    muscles: ['back', 'biceps'],
    aliases: [
      'assisted pull up machine',
      'assisted pull-up machine',
      'assisted pullup machine',
      'assisted chin up machine',
      'assisted dip machine',
    ],
    description:
      'A machine whose counterweight lifts part of your bodyweight, so you can do full pull-ups while you build up to your own.',
    steps: [
      'Choose the assistance: more weight on the stack makes it easier.',
      'Kneel or stand on the pad, grip the handles and hang with straight arms.',
      'Pull until your chin clears the handles, then lower slowly to straight arms.',
    ],
    cues: ['Shoulders down first', 'Full hang at the bottom'],
    mistakes: ['Bouncing off the pad at the bottom, which skips the hardest part'],
    easier: 'More assistance on the stack',
    harder: 'Less assistance each week, then the pull-up',
    safety: ['Step off carefully with the pad at the bottom'],
    positions: ['kneeling', 'hanging'],
  }),
  machine({
    name: 'Back Extension',
    pattern: 'hinge',
    muscles: ['lower back', 'glutes', 'hamstrings'],
    aliases: [
      'back extensions',
      'hyperextension',
      'hyperextensions',
      'hyper extension',
      'roman chair',
      '45 degree back extension',
      'back extension bench',
    ],
    description:
      'A hinge on a 45-degree bench: hips on the pad, you lower your upper body and lift it back in line with your legs.',
    steps: [
      'Set the pad just below your hip bones, heels under the foot pad.',
      'Hinge at the hips to lower your upper body with a flat back.',
      'Squeeze your glutes to rise until your body is in a straight line, not arched past it.',
    ],
    cues: ['Hinge at the hips', 'Stop in a straight line'],
    mistakes: [
      'Arching the back past straight at the top, which pinches the lower back',
      'A pad so high that you bend at the waist instead of the hips',
    ],
    easier: 'A smaller range, arms crossed on the chest',
    harder: 'Hold a plate to the chest',
    safety: ['Move slowly; no swinging'],
    positions: ['bench-front'],
  }),
];
