import type { TechniqueCue } from './exercise-technique';

/**
 * A technique point that holds for a whole family of exercises (every squat and lunge, every
 * machine, every stretch), found like a cue of the technique notes by the words that ask it.
 */
export interface PatternCue extends TechniqueCue {
  /** Movement patterns of the catalogue it holds for ('squat', 'lunge', 'hinge'...). */
  patterns?: readonly string[];
  /** Catalogue categories it holds for ('FLEXIBILITY'...). */
  categories?: readonly string[];
  /** Names it holds for, whatever the pattern. */
  names?: RegExp;
  /** Only for exercises on this kit (as the catalogue names it). */
  equipment?: RegExp;
  /** Not for exercises on this kit. */
  notEquipment?: RegExp;
  /** Not for exercises of these names (a wall sit keeps its knees over the ankles). */
  notNames?: RegExp;
}

const machineKit = /machine|smith|cable/i;

// The words of "does my knee go past my toes?" in its usual spellings.
const pastToes = [
  'past my toes',
  'past the toes',
  'past toes',
  'past your toes',
  'over my toes',
  'over the toes',
  'over toes',
  'beyond my toes',
  'in front of my toes',
  'in front of the toes',
  'knee past',
  'knees past',
  'knees go past',
  'knee go past',
  'knee goes past',
];

/**
 * Technique points by family, written for RepWise from the NSCA Exercise Technique Manual, ACE's
 * exercise library and ACSM's guidance on flexibility (hold times) and older adults.
 */
export const patternCues: readonly PatternCue[] = [
  {
    aspect: 'knees past toes',
    patterns: ['squat', 'lunge'],
    names: /\b(leg press|hack squat|step[- ]?ups?)\b/i,
    notNames: /\b(wall sit|leg extension)/i,
    keywords: pastToes,
    text: 'Knee past your toes: that is fine and normal, not dangerous. In a deep squat, lunge or split squat the front knee travels forward, more so with long legs; what matters is that your heel stays down and your knee points the same way as your toes. Forcing the knee back only moves the strain to your hips and lower back; take a slightly longer stride or sit back a little more only if your knee complains.',
  },
  {
    aspect: 'load held in front',
    patterns: ['squat', 'lunge', 'hinge', 'glute'],
    keywords: [
      'toddler',
      'child',
      'kid',
      'baby',
      'my son',
      'my daughter',
      'backpack',
      'rucksack',
      'sandbag',
      'shopping bag',
      'holding a',
      'holding something',
      'carrying',
    ],
    text: 'Holding a load in front (a child, a bag, a kettlebell): hug it close to your chest, like a goblet squat, elbows tucked in; brace your core and keep your chest up and your back neutral, upright rather than rounded, and move slowly. It is safe if you can already do 10-15 steady bodyweight reps; a wriggly child shifts the load, so stay a little shallower and stop if your back complains.',
  },
  {
    aspect: 'machine or free weights',
    equipment: machineKit,
    keywords: [
      'cheating',
      'cheat',
      'cheater',
      'not a real',
      'not real',
      'real lifters',
      'laugh',
      'laughing',
      'judge',
      'proper lifters',
    ],
    text: 'Not cheating: a machine is a valid, useful tool. It guides the path, so you can load your muscles hard and safely without a spotter or balance holding you back, and plenty of strong lifters use machines for extra volume. Free weights train balance and control as well; for building muscle and strength, machine work counts fully, and nobody is in a position to laugh.',
  },
  {
    aspect: 'easier version',
    notEquipment: machineKit,
    keywords: ['cheating', 'cheat', 'not a real', 'not real', 'laugh'],
    text: 'Not cheating: a version you can do with good form trains the same muscles and builds you up to the harder one; a rep only "does not count" when the form falls apart or you cut the range short without meaning to.',
  },
  {
    aspect: 'depth',
    patterns: ['squat'],
    keywords: ['deep', 'depth', 'how low', 'how far down', 'bottom', 'parallel', '90 degrees'],
    text: 'Depth: lower until your thighs are about parallel (knees near 90 degrees), or as deep as you can keep your heels down and your lower back flat; on a machine, stop before your hips tuck under or curl off the seat or pad. Going a little shallower is fine if your knees or back complain.',
  },
  {
    aspect: 'depth',
    names: /\b(?<!(lateral|curtsy|side) )(lunges?|split squats?)\b/i,
    keywords: [
      'deep',
      'depth',
      'how low',
      'how far down',
      'bottom',
      'touch the floor',
      'touch the ground',
      'parallel',
    ],
    text: 'Depth: lower until your back knee is just above the floor (a few centimetres, or lightly touching a folded towel), with the front thigh about parallel; go as deep as you can control without pain, and stop a little higher if your front knee or hip complains.',
  },
  {
    aspect: 'depth',
    names: /\b(romanian|rdls?|stiff[- ]leg\w*|good mornings?|pull[- ]?through)\b/i,
    keywords: ['deep', 'depth', 'how low', 'how far', 'bottom', 'floor', 'mid shin', 'mid-shin'],
    text: 'Depth: lower only as far as your back stays flat, usually to just below the knees or mid-shin, where you feel a strong stretch in your hamstrings; your hips moving back, not the weight going down, sets the range, and touching the floor is not the goal.',
  },
  {
    aspect: 'seat height',
    names: /\b(box squats?|chair squats?|chair stands?|sit to stand)\b/i,
    keywords: [
      'height',
      'how high',
      'how tall',
      'how low',
      'sofa',
      'couch',
      'dining chair',
      'which chair',
      'what chair',
      'higher',
    ],
    text: 'Height: pick a seat that has your thighs about parallel, or higher, when you touch it; a higher seat is easier and kinder to a sore knee, so start at the height that is pain-free and lower it over the weeks. A firm dining chair is better than a soft, low sofa you sink into: sit back, touch it lightly under control (no dropping onto it) and stand up without rocking.',
  },
  {
    aspect: 'hand height',
    names: /\b(incline|wall|counter|kitchen|table|bench) (push|press)[- ]?ups?\b/i,
    keywords: [
      'height',
      'how high',
      'how low',
      'higher',
      'hands on',
      'put my hands',
      'put your hands',
      'what do i put',
      'what do i use',
      'what to use',
      'what surface',
      'at home',
      'counter',
      'table',
      'sofa',
      'couch',
      'chair',
      'stairs',
    ],
    text: 'Hands on: anything sturdy that will not slide or tip: a wall (easiest), a kitchen counter or worktop, a sturdy table or desk, the back of a heavy sofa, a bench, or a stair (hardest). The higher the surface, the easier; start at the height where you can do 10 good reps with your body in one straight line, then go lower a step at a time over the weeks towards the floor. Avoid wheeled chairs and soft sofa cushions.',
  },
  {
    aspect: 'feet height',
    names: /\b(decline|feet[- ]elevated) (push|press)[- ]?ups?\b/i,
    keywords: [
      'height',
      'how high',
      'higher',
      'feet on',
      'put my feet',
      'put your feet',
      'what do i put',
      'what do i use',
      'what to use',
      'at home',
      'chair',
      'sofa',
      'couch',
      'stairs',
      'bed',
    ],
    text: 'Feet on: anything sturdy that will not slide: a stair or low step (easiest), a bench or box, the seat of a heavy chair set against a wall, or the edge of a bed (hardest). The higher your feet, the harder it is and the more it works your upper chest and shoulders; start around knee height and go higher only once you can do 10 good reps with your body in one straight line.',
  },
  {
    aspect: 'step height',
    names: /\bstep[- ]?ups?\b/i,
    keywords: ['height', 'how high', 'how tall', 'higher', 'which step', 'what step'],
    text: 'Height: start with a step of about 15-30 cm (a stair or two), so your knee stays below hip height on top; go higher as you get stronger, as long as you can push up through the front heel without bouncing off the back foot.',
  },
  {
    aspect: 'lockout',
    patterns: ['squat', 'lunge', 'push', 'press'],
    notNames: /\b(wall sit|squat hold)/i,
    keywords: [
      'lock',
      'locking',
      'lock out',
      'lockout',
      'locked',
      'hyperextend',
      'straighten fully',
    ],
    text: 'Top of the rep: come up to straight but soft joints, standing or pressing tall without snapping your knees or elbows back into a hard lock; on a leg press or other machine, stop just short of locking so the load stays on the muscles.',
  },
  {
    aspect: 'depth',
    names: /\b(bench press|dumbbell press|chest press|floor press|incline \w+ press)\b/i,
    keywords: [
      'how far down',
      'how low',
      'how deep',
      'depth',
      'touch my chest',
      'touch the chest',
      'all the way down',
      'bottom',
    ],
    text: 'Depth: lower under control until the bar touches your lower chest (dumbbells to about chest level, upper arms a little below the bench), without bouncing; if your shoulders complain, stop a few centimetres higher or use a floor press, which sets the range for you.',
  },
  {
    aspect: 'arch',
    names: /\b(bench press|dumbbell press|chest press|floor press|incline \w+ press)\b/i,
    keywords: ['arch', 'arches', 'arching', 'arched', 'back off the bench', 'lower back'],
    text: 'Arch: a small arch is normal and safe, coming from your upper back with the shoulder blades squeezed, while your glutes and upper back stay on the bench and your feet stay planted; it shortens the path a little and protects the shoulders. Your bum lifting off the bench or a lower back that aches means too much: flatten it a little.',
  },
  {
    aspect: 'bottom',
    patterns: ['pulldown'],
    keywords: [
      'straighten',
      'straight arms',
      'full hang',
      'all the way down',
      'bottom',
      'fully extend',
      'lock out',
      'lockout',
    ],
    text: 'Bottom of the rep: lower all the way to straight arms every rep, shoulders still gently pulled down rather than shrugged up to your ears, then start the next pull by drawing the shoulder blades down; half reps skip the hardest part.',
  },
  {
    aspect: 'head',
    keywords: [
      'where to look',
      'where should i look',
      'where do i look',
      'where i look',
      'look up',
      'look down',
      'look forward',
      'eyes up',
      'eyes down',
      'eyes forward',
      'gaze',
      'head position',
      'neck position',
      'my head',
      'my neck',
    ],
    text: 'Head and eyes: keep your neck in line with your spine: eyes on the floor a little ahead of you in push-ups, planks, rows and hinges, straight ahead when standing or seated; do not crane up at the ceiling or tuck your chin hard.',
  },
  {
    aspect: 'grip',
    patterns: ['row'],
    keywords: [
      'palms',
      'palm',
      'grip',
      'overhand',
      'underhand',
      'neutral grip',
      'hand position',
      'thumbs',
    ],
    text: 'Grip: palms facing each other (neutral) is the usual and kindest to the shoulders; palms down (overhand) with the elbows a little out works the upper back and rear shoulders more, palms up (underhand) with the elbows tucked brings in more lats and biceps. All are fine: pick by what you want to train and what feels comfortable.',
  },
  {
    aspect: 'eyes closed',
    categories: ['BALANCE'],
    keywords: ['close my eyes', 'closing my eyes', 'eyes closed', 'eyes shut', 'shut my eyes'],
    text: 'Eyes closed: it makes balance work much harder, because you lose your best balance sense; try it only once you can hold 30 seconds steadily with your eyes open, and always beside a wall or counter you can grab. Until then, keep your eyes on a fixed point.',
  },
  {
    aspect: 'hold time',
    categories: ['FLEXIBILITY'],
    keywords: [
      'how long',
      'hold it',
      'hold them',
      'hold each',
      'hold for',
      'seconds',
      'how many seconds',
      'minutes',
    ],
    text: 'How long: hold each stretch 20-30 seconds (30-60 seconds if you are over 65), 2-4 times each side, breathing slowly; ease into a mild pull, never pain, and go a little further as it releases. A moving drill such as cat-cow or circles is 5-10 slow reps instead of a hold.',
  },
];
