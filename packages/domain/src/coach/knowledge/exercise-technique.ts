/** One technique cue, found by the words a user asks it with. */
export interface TechniqueCue {
  /** What the cue is about, e.g. 'depth'. */
  aspect: string;
  /** Words that ask for this cue ("deep", "low"). */
  keywords: string[];
  text: string;
}

/** Technique knowledge of one catalogue exercise. */
export interface ExerciseTechnique {
  id: string;
  name: string;
  /** Lower-case names users call it by; matched as whole words. */
  aliases: string[];
  setup: string;
  cues: TechniqueCue[];
  commonMistake: string;
  easier: string;
  harder: string;
}

/** Technique notes for the catalogue's common exercises, written for RepWise. */
export const exerciseTechniques: readonly ExerciseTechnique[] = [
  {
    id: 'squat',
    name: 'Squat',
    aliases: [
      'squat',
      'squats',
      'squatting',
      'back squat',
      'goblet squat',
      'air squat',
      'bodyweight squat',
    ],
    setup:
      'Stand with feet about shoulder-width apart, toes turned out 15-30 degrees, weight over the whole foot.',
    cues: [
      {
        aspect: 'bar grip',
        keywords: ['numb', 'fingers', 'wrist', 'wrists', 'grip', 'hands'],
        text: 'Bar grip: hold the bar just outside your shoulders with straight wrists, the bar resting on your upper back, not your hands. Numb fingers or sore wrists mean the hands are carrying it: widen your grip, keep your elbows under the bar, try a thumbless grip and work on shoulder mobility. In a front squat the bar rests on the front of your shoulders: hold it with your fingertips and elbows high, or cross your arms over it or use straps if your wrists complain.',
      },
      {
        aspect: 'bar on the back',
        keywords: [
          'neck',
          'bar hurts',
          'bar digs',
          'digs',
          'digging',
          'bar position',
          'high bar',
          'low bar',
          'traps',
          'pad',
          'bruise',
          'bruises',
        ],
        text: 'Bar on your back: it sits on the meaty upper traps, below the bony bump at the base of your neck (high bar), or lower across the rear shoulders (low bar), never on the neck itself. Squeeze your shoulder blades together and pull the bar down into your back to make a shelf; once it rests there, a pad is not needed and moves the bar forward. If your neck stays sore after training or pain spreads into your arm, stop squatting and see a doctor or physiotherapist.',
      },
      {
        aspect: 'hip pinch',
        keywords: [
          'pinch',
          'pinches',
          'pinching',
          'pinchy',
          'front of my hip',
          'front of the hip',
          'hip flexor',
          'hip flexors',
          'hip pain',
          'hips hurt',
          'hip hurts',
        ],
        text: 'Hip pinch at the bottom: give your thighs room beside your belly by widening your stance a little and turning your toes out more (15-30 degrees), let your knees follow your toes, and squat only as deep as you stay pinch-free with your lower back neutral; a box at that depth helps you stop there. If it keeps pinching, or aches after training, see a physiotherapist.',
      },
      {
        aspect: 'depth',
        keywords: ['deep', 'depth', 'low', 'parallel', 'bottom', 'how far'],
        text: 'Depth: lower until your hip crease is at or just below knee level (thighs about parallel, a knee angle near 90 degrees) while your heels stay down and your back stays neutral. RepWise pose tracking rates a knee angle of 80 degrees excellent, 90 good and 100 the minimum.',
      },
      {
        aspect: 'knees past toes',
        keywords: [
          'past my toes',
          'past the toes',
          'past toes',
          'over my toes',
          'beyond my toes',
          'in front of my toes',
        ],
        text: 'Knees past toes: that is fine and natural, especially in a deep squat or for long legs, as long as your heels stay down and your knees point the same way as your feet; holding them back only moves the strain to your hips and lower back.',
      },
      {
        aspect: 'knees',
        keywords: ['knee', 'knees', 'cave', 'caving', 'valgus', 'inward'],
        text: 'Knees: push them out so they track over your toes; knees caving inward (valgus) loads the joint, so spread the floor with your feet and reduce the load until they stay out.',
      },
      {
        aspect: 'back',
        keywords: ['back', 'lean', 'torso', 'chest', 'forward'],
        text: 'Torso: brace your core, keep your chest up and your spine neutral; some forward lean is normal, but past about 45 degrees take weight off and work on ankle mobility.',
      },
      {
        aspect: 'breathing',
        keywords: ['breath', 'breathe', 'breathing', 'brace', 'bracing'],
        text: 'Breathing: take a big breath into your belly at the top, brace as if for a punch, hold it down and up, and exhale at the top.',
      },
      {
        aspect: 'head',
        keywords: ['look', 'looking', 'eyes', 'gaze', 'head position', 'where to look'],
        text: 'Head and eyes: look at a spot on the floor 2-3 metres ahead, or straight ahead, with your neck in line with your spine; craning up at the ceiling or down at your feet pulls you out of position.',
      },
      {
        aspect: 'heels',
        keywords: ['heel', 'heels', 'toes', 'tiptoes', 'feet', 'foot', 'ankle', 'weight on'],
        text: 'Feet: keep your weight over the whole foot (heel, big toe and little toe). Heels that lift usually mean tight ankles or a stance too narrow: widen it a little, turn your toes out, sit back between your heels (to a box if it helps), and raise your heels on small plates while you work on ankle mobility.',
      },
    ],
    commonMistake: 'cutting depth short and letting the knees cave in when the set gets hard',
    easier: 'box squat to a bench, or a goblet squat with a light dumbbell',
    harder: 'paused squats (2 s at the bottom) or adding load in small steps',
  },
  {
    id: 'deadlift',
    name: 'Deadlift',
    aliases: ['deadlift', 'deadlifts', 'dead lift', 'conventional deadlift', 'sumo deadlift'],
    setup: 'Stand with the bar over mid-foot, feet hip-width, grip just outside your legs.',
    cues: [
      {
        aspect: 'arms',
        keywords: [
          'arms',
          'arm',
          'pull with my arms',
          'bend my arms',
          'bent arms',
          'biceps',
          'bicep',
          'elbows',
        ],
        text: 'Arms: keep them straight, like ropes or hooks holding the bar; the pull comes from your legs pushing the floor away and your hips driving forward. Bending your elbows to pull adds nothing and risks a biceps strain, so lock them straight and pull the slack out of the bar before it leaves the floor.',
      },
      {
        aspect: 'grip',
        keywords: ['hook grip', 'mixed grip', 'grip', 'straps', 'strap'],
        text: 'Grip: pull double overhand until it slips, then choose a hook grip (thumbs under your fingers: secure and even, painful on the thumbs for a few weeks) or a mixed grip (one palm under: strong but uneven, with a small biceps risk on the turned arm, so alternate hands). Straps are fine for back-off sets.',
      },
      {
        aspect: 'off the floor',
        keywords: ['off the floor', 'slow off', 'first pull', 'from the floor'],
        text: 'Off the floor: pull the slack out of the bar before it moves, push the floor away with your legs and keep the bar against your shins. To build the start, do pause deadlifts just off the floor or deficit deadlifts at 60-70 % of your usual load.',
      },
      {
        aspect: 'back',
        keywords: ['back', 'spine', 'round', 'rounding', 'rounded', 'flat'],
        text: 'Back: keep a neutral, flat spine from start to lockout; pull your shoulders back and down and "protect your armpits" to lock the lats. If your back rounds, lower the weight right away; if it rounds only on the last reps, that is fatigue: end the set there or reset between reps.',
      },
      {
        aspect: 'hinge',
        keywords: ['hinge', 'hips', 'hip', 'setup', 'start', 'position'],
        text: 'Hip hinge: push your hips back, shins near vertical, hips higher than knees but lower than shoulders; then push the floor away and drive the hips forward to stand tall.',
      },
      {
        aspect: 'bar path',
        keywords: ['bar', 'path', 'close', 'shins', 'drift'],
        text: 'Bar path: keep the bar close, sliding up your shins and thighs in a straight vertical line over mid-foot; a bar drifting forward strains the lower back.',
      },
      {
        aspect: 'lockout',
        keywords: ['lockout', 'top', 'finish', 'hyperextend', 'lean back'],
        text: 'Lockout: finish standing tall with glutes squeezed; do not lean back or hyperextend at the top.',
      },
      {
        aspect: 'breathing',
        keywords: ['breath', 'breathe', 'breathing', 'brace', 'bracing'],
        text: 'Breathing: breathe in and brace before each rep, hold it through the pull, and reset at the bottom.',
      },
    ],
    commonMistake: 'rounding the lower back and letting the bar drift away from the legs',
    easier: 'kettlebell deadlift or a Romanian deadlift with light dumbbells to learn the hinge',
    harder: 'deficit deadlifts or paused deadlifts just below the knee',
  },
  {
    id: 'push-up',
    name: 'Push-up',
    aliases: [
      'push-up',
      'push-ups',
      'pushup',
      'pushups',
      'push up',
      'push ups',
      'press-up',
      'press-ups',
    ],
    setup: 'Hands slightly wider than shoulders, body in a straight line from head to heels.',
    cues: [
      {
        aspect: 'body line',
        keywords: ['hips', 'sag', 'sagging', 'back', 'straight', 'plank', 'line'],
        text: 'Body line: squeeze glutes and brace your core so your hips neither sag nor pike; you should move like one solid plank.',
      },
      {
        aspect: 'elbows',
        keywords: ['elbow', 'elbows', 'flare', 'shoulder', 'shoulders'],
        text: 'Elbows: keep them about 45 degrees from your body, not flared straight out, to spare your shoulders.',
      },
      {
        aspect: 'depth',
        keywords: [
          'deep',
          'depth',
          'low',
          'chest',
          'bottom',
          'range',
          'how far',
          'far down',
          'all the way',
        ],
        text: 'Range: lower until your chest is a fist away from the floor, then press back to straight arms.',
      },
    ],
    commonMistake: 'sagging hips and half reps',
    easier: 'incline push-ups with hands on a bench or wall',
    harder: 'decline push-ups, a 3 s lowering tempo or a weighted vest',
  },
  {
    id: 'plank',
    name: 'Plank',
    aliases: ['plank', 'planks', 'plank hold', 'side plank'],
    setup: 'Forearms under shoulders, legs straight, body in a line from head to heels.',
    cues: [
      {
        aspect: 'position',
        keywords: [
          'hips',
          'sag',
          'back',
          'position',
          'form',
          'straight',
          'butt',
          'bum',
          'booty',
          'up or down',
          'pike',
          'piked',
        ],
        text: 'Position: one straight line from head to heels, hips neither up in a pike nor sagging; tuck your pelvis slightly, squeeze glutes and pull your belly button in so the lower back does not sag; keep the neck neutral, eyes on the floor.',
      },
      {
        aspect: 'wrists',
        keywords: ['wrist', 'wrists', 'hands'],
        text: 'Wrists: plank on your forearms, elbows under your shoulders, instead of your hands; on your hands, spread your fingers and press through the whole hand, or hold dumbbell handles to keep the wrists straight.',
      },
      {
        aspect: 'duration',
        keywords: ['long', 'seconds', 'time', 'duration', 'minute'],
        text: 'Duration: hold only while the form stays perfect; 3 sets of 20-45 seconds of quality beats one shaky 2-minute hold.',
      },
    ],
    commonMistake: 'letting the hips sag or hike up as you tire',
    easier: 'a plank from the knees or with hands on a bench',
    harder: 'plank with shoulder taps or a long-lever plank',
  },
  {
    id: 'lunge',
    name: 'Lunge',
    aliases: [
      'lunge',
      'lunges',
      'split squat',
      'split squats',
      'bulgarian split squat',
      'reverse lunge',
    ],
    setup: 'Step long enough that both knees can bend to about 90 degrees.',
    cues: [
      {
        aspect: 'knees',
        keywords: ['knee', 'knees', 'front knee', 'toes'],
        text: 'Front knee: keep it tracking over your middle toes and let the back knee drop straight down toward the floor.',
      },
      {
        aspect: 'front foot',
        keywords: [
          'heel',
          'heels',
          'feet',
          'foot',
          'tiptoe',
          'tiptoes',
          'stride',
          'quads or glutes',
          'how far from',
          'far from the bench',
          'distance from',
        ],
        text: 'Front foot: far enough out that the front shin stays near vertical at the bottom (in a Bulgarian split squat about a long stride, two to three foot-lengths, in front of the bench), heel down and pushing through it, while the back heel comes up. A longer stride with a slight forward lean of the torso works the glutes more; a shorter stride with an upright torso works the quads more.',
      },
      {
        aspect: 'balance',
        keywords: ['balance', 'wobble', 'stable', 'fall'],
        text: 'Balance: use a hip-width stance like train tracks, not a tightrope, and keep your torso tall.',
      },
    ],
    commonMistake: 'a short step that pushes the front knee far forward and lifts the heel',
    easier: 'reverse lunges holding a support',
    harder: 'Bulgarian split squats with dumbbells',
  },
  {
    id: 'bench-press',
    name: 'Bench press',
    aliases: ['bench press', 'bench', 'benching', 'chest press', 'dumbbell press'],
    setup: 'Eyes under the bar, feet planted, shoulder blades pulled back and down into the bench.',
    cues: [
      {
        aspect: 'leg drive',
        keywords: ['leg drive', 'legs', 'feet', 'arch', 'setup', 'set up', 'set-up'],
        text: 'Leg drive: plant your feet flat and push them into the floor, as if sliding yourself up the bench; it keeps your upper back tight and your glutes down, and with your shoulder blades squeezed and a small arch it gives a stable base to press from.',
      },
      {
        aspect: 'shoulders',
        keywords: ['shoulder', 'shoulders', 'blades', 'arch', 'elbow', 'elbows'],
        text: 'Shoulders: keep your shoulder blades squeezed together and elbows about 45-70 degrees from your torso; lower the bar to the lower chest.',
      },
      {
        aspect: 'bar path',
        keywords: ['bar', 'touch', 'chest', 'path', 'bounce'],
        text: 'Bar path: touch the lower chest with control (no bounce) and press up and slightly back over the shoulders.',
      },
      {
        aspect: 'lockout',
        keywords: ['lock', 'locking', 'lockout', 'lock out', 'straighten', 'straight arms'],
        text: 'Top: press to straight arms with the elbows locked but not snapped back hard, the weight over your shoulders, your shoulder blades still pinned to the bench.',
      },
    ],
    commonMistake: 'flared elbows and bouncing the bar off the chest',
    easier: 'push-ups or dumbbell floor press',
    harder: 'paused bench press',
  },
  {
    id: 'overhead-press',
    name: 'Overhead press',
    aliases: ['overhead press', 'shoulder press', 'military press', 'ohp'],
    setup:
      'Bar or dumbbells at the front of the shoulders, grip just outside shoulder width, glutes squeezed.',
    cues: [
      {
        aspect: 'bar path',
        keywords: ['bar path', 'chin', 'face', 'nose', 'straight up', 'around'],
        text: 'Bar path: press in a straight vertical line. Pull your head back slightly so the bar clears your chin, then push your head forward "through the window" once the bar passes your forehead, finishing with the bar stacked over your shoulders and mid-foot.',
      },
      {
        aspect: 'grip',
        keywords: ['palms', 'facing', 'neutral', 'grip', 'hands'],
        text: 'Grip: with dumbbells, palms facing forward or facing each other (neutral) both work; neutral is kinder to sore shoulders. Keep your wrists stacked over your elbows and the elbows slightly in front of your body.',
      },
      {
        aspect: 'back',
        keywords: ['back', 'arch', 'lean', 'lower back', 'ribs'],
        text: 'Torso: squeeze glutes and keep ribs down so you do not lean back; move your head back slightly to let the bar pass, then under it at the top.',
      },
      {
        aspect: 'top',
        keywords: [
          'touch at the top',
          'dumbbells touch',
          'touch each other',
          'clink',
          'bang',
          'meet at the top',
          'at the top',
        ],
        text: 'Top: press until your arms are straight and the weight is stacked over your shoulders, biceps by your ears; dumbbells travel slightly inwards and may come close or lightly touch, but do not bang them together. Lower under control to shoulder height.',
      },
    ],
    commonMistake: 'arching the lower back to finish the rep',
    easier: 'seated dumbbell press',
    harder: 'strict press with a pause at forehead height',
  },
  {
    id: 'row',
    name: 'Row',
    aliases: ['row', 'rows', 'bent-over row', 'bent over row', 'dumbbell row', 'barbell row'],
    setup: 'Hinge forward to about 45 degrees with a flat back, arms hanging straight.',
    cues: [
      {
        aspect: 'bad back',
        keywords: [
          'lower back',
          'bad back',
          'sore back',
          'back trouble',
          'back problem',
          'back problems',
          'back pain',
          'back issue',
          'back issues',
          'back injury',
          'hurting my back',
          'hurt my back',
          'hurts my back',
          'herniated',
          'disc',
          'sciatica',
        ],
        text: 'With a bad or sore lower back: take the back out of holding you up by supporting your torso. Do a one-arm row with one hand and knee on a bench, or a chest-supported row lying face down on an incline bench; if you row bent over, hinge at the hips with soft knees and keep your back flat (neutral) from head to hips, never rounded, and go light. Stop if pain builds, and see a physiotherapist if it lingers.',
      },
      {
        aspect: 'back position',
        keywords: ['flat', 'round', 'rounded', 'rounding', 'neutral', 'straight', 'arched'],
        text: 'Back: keep it flat (neutral) from your head to your hips, not rounded, with your chest proud and your core braced; hinge at the hips until your torso is about 30-45 degrees from the floor, and go lighter if you cannot hold that position.',
      },
      {
        aspect: 'grip width',
        keywords: [
          'close grip',
          'wide grip',
          'v handle',
          'v-handle',
          'wide bar',
          'narrow grip',
          'wide or close',
          'close or wide',
        ],
        text: 'Grip: a close, neutral grip such as a V-handle, with your elbows tucked by your sides, works the lats more; a wide overhand bar with your elbows flared out works the upper back more, the rear delts, rhomboids and traps. Use both across the week; the pull and the squeeze stay the same.',
      },
      {
        aspect: 'pendlay',
        keywords: ['pendlay', 'dead stop', 'how bent', 'parallel', 'torso angle'],
        text: 'Torso angle: a Pendlay row starts each rep from the floor, from a dead stop, with your torso near parallel to the ground, and you reset between reps; a bent-over row keeps the weight hanging, with your torso at about 30-45 degrees from the floor. Either way, keep your back flat and pull to your lower ribs.',
      },
      {
        aspect: 'pull',
        keywords: ['pull', 'elbow', 'elbows', 'back', 'lats', 'squeeze'],
        text: 'Pull: drive your elbows back toward your hips and squeeze your shoulder blades at the top; do not jerk the torso up to move the weight.',
      },
    ],
    commonMistake: 'using momentum and rounding the back',
    easier: 'chest-supported row',
    harder: 'pause rows with a 1 s squeeze',
  },
  {
    id: 'leg-press',
    name: 'Leg Press',
    aliases: ['leg press', 'leg presses', 'leg press machine'],
    setup:
      'Sit with your back and head against the pad, feet hip-width in the middle of the platform, toes slightly out.',
    cues: [
      {
        aspect: 'foot placement',
        keywords: [
          'feet high',
          'feet low',
          'high',
          'low',
          'foot placement',
          'feet placement',
          'where to put my feet',
          'wide',
          'narrow',
          'stance',
          'glutes',
          'quads',
        ],
        text: 'Foot placement: feet higher and a little wider on the platform bend the hips more and work the glutes and hamstrings more; feet lower and narrower bend the knees more and work the quads more. Keep your whole foot flat with the heels down and your lower back on the pad whichever you choose; the middle of the platform trains all of them.',
      },
    ],
    commonMistake: 'lowering so deep that the hips curl off the pad',
    easier: 'a shorter range and a lighter load',
    harder: 'single-leg leg press',
  },
  {
    id: 'hip-abduction-machine',
    name: 'Hip Abduction Machine',
    aliases: ['hip abduction machine', 'abductor machine', 'hip abductor', 'hip abduction'],
    setup: 'Sit with your back on the pad and the pads on the outside of your knees.',
    cues: [
      {
        aspect: 'lean',
        keywords: ['lean', 'lean forward', 'leaning', 'sit up', 'upright', 'straight', 'forward'],
        text: 'Sitting upright works mainly the glute medius on the side of the hip; leaning forward from the hips brings in more of the glute maximus, the upper glute. Both are fine: pick one, keep it the same from set to set, push out slowly and control the return.',
      },
    ],
    commonMistake: 'letting the pads slam back together between reps',
    easier: 'a lighter weight and a smaller range',
    harder: 'a 2-second pause at the widest point',
  },
  {
    id: 'pull-up',
    name: 'Pull-up',
    aliases: [
      'pull-up',
      'pull-ups',
      'pullup',
      'pullups',
      'pull up',
      'pull ups',
      'chin-up',
      'chin-ups',
      'chin up',
      'chinup',
    ],
    setup: 'Hang from the bar with hands just outside shoulder width, shoulders engaged.',
    cues: [
      {
        aspect: 'grip width',
        keywords: [
          'grip',
          'width',
          'wide',
          'narrow',
          'close grip',
          'v taper',
          'v-taper',
          'taper',
          'wider back',
        ],
        text: 'Grip: hands just wider than your shoulders, palms facing away (a pull-up), or shoulder-width with palms towards you (a chin-up, more biceps); a very wide grip shortens the pull and is harder on the shoulders. Every grip trains the lats, the wide back muscles that give a V taper, so for a wider back pick the grip you pull through the fullest range with and add reps or weight over time.',
      },
      {
        aspect: 'pull',
        keywords: ['pull', 'chin', 'top', 'swing', 'kip', 'first'],
        text: 'Pull: start by pulling your shoulders down, then drive the elbows to your ribs until your chin clears the bar; lower under control to full hang without swinging.',
      },
    ],
    commonMistake: 'half reps and swinging',
    easier: 'band-assisted pull-ups or slow 5 s negatives',
    harder: 'weighted pull-ups',
  },
  {
    id: 'romanian-deadlift',
    name: 'Romanian deadlift',
    aliases: ['romanian deadlift', 'rdl', 'rdls', 'stiff-leg deadlift', 'stiff leg deadlift'],
    setup: 'Stand tall holding the weight, knees softly bent.',
    cues: [
      {
        aspect: 'hinge',
        keywords: [
          'hinge',
          'hips',
          'hamstring',
          'hamstrings',
          'low',
          'far',
          'back',
          'knee',
          'knees',
          'bent',
          'bend',
        ],
        text: 'Hinge: push your hips back with a flat back and soft knees, sliding the weight down your thighs until you feel a strong hamstring stretch (usually just below the knee), then drive the hips forward.',
      },
    ],
    commonMistake: 'turning it into a squat or rounding the back to reach lower',
    easier: 'dumbbell RDL to mid-shin with a light load',
    harder: 'single-leg RDL',
  },
  {
    id: 'glute-bridge',
    name: 'Glute bridge',
    aliases: ['glute bridge', 'glute bridges', 'hip thrust', 'hip thrusts', 'bridge'],
    setup: 'Lie on your back (or shoulders on a bench for hip thrusts), feet flat and hip-width.',
    cues: [
      {
        aspect: 'knees',
        keywords: ['knee', 'knees', 'click', 'clicks', 'clicking', 'popping', 'cracking'],
        text: 'Knees: keep them in line with your feet, hip-width, neither falling in nor pushed out. A knee that aches or clicks in a bridge usually means your feet are too close or too far away, or you push through your toes: set your heels so your shins are about vertical at the top, push through your heels (you can lift your toes) and let your glutes lift you, not your thighs. Clicking without pain is common and harmless; if it aches, use a smaller range, and see a physiotherapist if it keeps aching.',
      },
      {
        aspect: 'neck',
        keywords: ['neck', 'head'],
        text: 'Neck: rest your head on the floor (or your upper back on the bench in a hip thrust) with your chin slightly tucked and your eyes forward at the top; do not press your head back into the floor to lift, the weight goes through your upper back and feet.',
      },
      {
        aspect: 'hamstrings',
        keywords: ['hamstring', 'hamstrings', 'back of my legs', 'back of my thighs', 'cramp'],
        text: 'Feeling it in your hamstrings: bring your feet closer to your glutes, so your shins are about vertical at the top, keep the whole foot down and push through your heels, and tuck your pelvis under as you squeeze your glutes; a band just above the knees, pushed out, helps the glutes switch on.',
      },
      {
        aspect: 'feeling the glutes',
        keywords: ['chin', 'ceiling', 'lower back', 'feel', 'look'],
        text: 'Feel it in your glutes: tuck your chin and keep your ribs down (look forward, not at the ceiling), drive through your heels, squeeze your glutes and tuck your pelvis under at the top, and stop at lockout instead of arching your lower back.',
      },
      {
        aspect: 'load on the hips',
        keywords: [
          'rolling',
          'rolls',
          'roll off',
          'digs',
          'digging',
          'hip bones',
          'hipbones',
          'pad',
          'towel',
          'bruise',
          'bruises',
          'bruising',
        ],
        text: 'Weight rolling or digging into your hips: fold a towel or mat (or use a bar pad) over the crease of your hips, set the dumbbell or bar in that crease just above the hip bones rather than on them, and hold it there with both hands, a dumbbell by its ends, for the whole set.',
      },
      {
        aspect: 'lockout',
        keywords: ['top', 'squeeze', 'back', 'arch', 'glutes', 'lower back', 'how high', 'high'],
        text: 'Top position: drive through your heels and squeeze your glutes to lift the hips until knees, hips and shoulders line up; tuck the ribs so the lower back does not arch.',
      },
    ],
    commonMistake: 'arching the lower back instead of extending the hips',
    easier: 'bodyweight glute bridge',
    harder: 'single-leg or barbell hip thrust',
  },
  {
    id: 'shrug',
    name: 'Shrug',
    aliases: ['shrug', 'shrugs', 'dumbbell shrug', 'barbell shrug'],
    setup: 'Stand tall with the weights at your sides, arms long, shoulders relaxed.',
    cues: [
      {
        aspect: 'path',
        keywords: ['roll', 'rolling', 'circle', 'circles', 'rotate', 'backwards', 'forwards'],
        text: 'Straight up and down: lift your shoulders towards your ears, hold for a second, then lower all the way; do not roll them forwards or backwards, which adds strain on the shoulder joint and nothing for the traps.',
      },
    ],
    commonMistake: 'rolling the shoulders and bending the elbows to move more weight',
    easier: 'lighter dumbbells with a 2-second hold',
    harder: 'heavier dumbbells or a barbell, with a pause at the top',
  },
  {
    id: 'lat-pulldown',
    name: 'Lat pulldown',
    aliases: ['lat pulldown', 'lat pulldowns', 'pulldown', 'pulldowns', 'lat pull down'],
    setup: 'Thighs under the pads, chest up, arms straight overhead on the bar.',
    cues: [
      {
        aspect: 'grip width',
        keywords: [
          'grip',
          'width',
          'wide',
          'narrow',
          'hands',
          'v taper',
          'v-taper',
          'taper',
          'wider back',
        ],
        text: 'Grip: hands slightly wider than shoulder-width, so your forearms are vertical at the bottom; a very wide grip shortens the pull and strains the shoulders, a close or neutral grip works too. Both grips train the lats, the wide back muscles that give a V taper, so pick the one you pull through the fullest range with and add weight over time.',
      },
      {
        aspect: 'thigh pad',
        keywords: [
          'thigh pad',
          'knee pad',
          'pad',
          'lift off',
          'lifting off',
          'seat height',
          'seat',
        ],
        text: 'Thigh pad: set it so your thighs fit snugly under it with your feet flat, tight enough that you do not lift off the seat as you pull but not pressing hard; sit close enough that the bar comes down just in front of your face.',
      },
      {
        aspect: 'pull',
        keywords: ['chest', 'behind the neck', 'lean', 'lats'],
        text: 'Pull the bar to your upper chest, not behind the neck, with a slight lean back and your elbows driving down to your sides; control it back up to straight arms.',
      },
    ],
    commonMistake: 'leaning far back and yanking the bar with the arms',
    easier: 'band lat pulldown',
    harder: 'pull-ups',
  },
  {
    id: 'step-up',
    name: 'Step-up',
    aliases: ['step up', 'step ups', 'step-up', 'step-ups', 'stepups'],
    setup: 'Stand facing a sturdy step or box at about knee height or lower.',
    cues: [
      {
        aspect: 'foot',
        keywords: ['form', 'foot', 'feet', 'heel', 'knee', 'push', 'height'],
        text: 'Put your whole foot flat on the step, drive up through the heel of that leg without pushing off the back foot, stand tall at the top, then lower slowly under control; keep the knee in line with your toes.',
      },
    ],
    commonMistake: 'pushing off the back foot so the front leg barely works',
    easier: 'a lower step',
    harder: 'holding dumbbells or using a higher step',
  },
  {
    id: 'calf-raise',
    name: 'Calf raise',
    aliases: ['calf raise', 'calf raises', 'heel raise', 'heel raises'],
    setup: 'Balls of the feet on a step, heels hanging off, holding a support.',
    cues: [
      {
        aspect: 'range',
        keywords: [
          'pointless',
          'range',
          'bounce',
          'bouncing',
          'stretch',
          'bottom',
          'grow',
          'growing',
        ],
        text: 'Use the full range: lower the heels all the way down below the step into a stretch, pause for 1-2 seconds at the bottom, then rise as high as you can; slow, full reps (10-20 a set) work far better than quick bounces.',
      },
    ],
    commonMistake: 'bouncing through half reps',
    easier: 'both feet on the floor',
    harder: 'single-leg calf raises on a step',
  },
  {
    id: 'bird-dog',
    name: 'Bird dog',
    aliases: ['bird dog', 'bird dogs', 'birddog', 'birddogs'],
    setup: 'On hands and knees, hands under shoulders and knees under hips, back flat.',
    cues: [
      {
        aspect: 'knees',
        keywords: ['knee', 'knees', 'kneeling', 'kneel', 'hard floor'],
        text: 'Knees: kneel on a folded mat, cushion or towel; if kneeling still hurts, do it standing (hands on a wall or counter, lifting the opposite arm and leg) or do dead bugs on your back, which train the same.',
      },
      {
        aspect: 'wrists',
        keywords: ['wrist', 'wrists', 'hands', 'hand'],
        text: 'Wrists: spread your fingers and press through the whole hand, or make fists, rest on your forearms or hold dumbbell handles to keep the wrists straight.',
      },
      {
        aspect: 'back and hips',
        keywords: [
          'lower back',
          'back',
          'arch',
          'arching',
          'hips',
          'level',
          'wobble',
          'balance',
          'tip',
        ],
        text: 'Back and hips: keep your back flat like a table and your hips level; reach long rather than high, and lift only as far as you can without your lower back arching or your hips tipping. Wobbling at first is normal: slow down and pause 2 seconds at the reach.',
      },
    ],
    commonMistake: 'lifting the leg too high, which arches the lower back',
    easier: 'leg only, or arm only',
    harder: 'a 3-second pause at each reach',
  },
  {
    id: 'dead-bug',
    name: 'Dead bug',
    aliases: ['dead bug', 'dead bugs', 'deadbug', 'deadbugs'],
    setup: 'On your back, arms up over your shoulders, hips and knees bent at 90 degrees.',
    cues: [
      {
        aspect: 'lower back',
        keywords: [
          'lower back',
          'back',
          'arch',
          'arches',
          'arching',
          'coming off',
          'lifts off',
          'off the floor',
        ],
        text: 'Lower back: press it gently into the floor and keep it there; breathe out as you lower, move only as far as it stays down, and start with the legs alone (heels tapping the floor) before lowering the opposite arm and leg together.',
      },
      {
        aspect: 'neck',
        keywords: ['neck', 'head'],
        text: 'Neck: rest your head on the floor (a thin cushion helps) with your chin slightly tucked; the work is in your belly, so nothing lifts your head.',
      },
      {
        aspect: 'coordination',
        keywords: ['coordinated', 'coordination', 'confusing', 'confused', 'which arm', 'opposite'],
        text: 'Coordination: start with one limb at a time, then the opposite arm and leg together, slowly, saying "right arm, left leg" as you go; speed comes last.',
      },
    ],
    commonMistake: 'letting the lower back arch off the floor',
    easier: 'legs only, heels tapping the floor',
    harder: 'a light weight in the hands or a slower lowering',
  },
  {
    id: 'upright-row',
    name: 'Upright row',
    aliases: ['upright row', 'upright rows'],
    setup: 'Stand tall, the weights in front of your thighs, hands at least shoulder-width apart.',
    cues: [
      {
        aspect: 'elbow height',
        keywords: [
          'how high',
          'height',
          'elbow',
          'elbows',
          'shoulder height',
          'pinch',
          'pinches',
          'impingement',
          'shoulder',
          'shoulders',
          'grip',
          'narrow',
          'wide',
        ],
        text: 'How high: lead with your elbows and stop when they reach shoulder height, no higher, your hands just below them; a grip at least shoulder-width keeps the shoulders out of the pinch. If your shoulders still pinch, do lateral raises instead.',
      },
      {
        aspect: 'torso',
        keywords: ['back', 'lean', 'leaning', 'swing', 'swinging', 'flat', 'straight'],
        text: 'Stand tall: keep your back straight and still, no leaning back or swinging the weights up; if you have to swing, the weight is too heavy.',
      },
    ],
    commonMistake: 'pulling the elbows above shoulder height with a narrow grip',
    easier: 'dumbbell lateral raise',
    harder: 'barbell upright row with a wide grip',
  },
  // Source: Coratella et al., An electromyographic analysis of lateral raise variations and
  // frontal raise in competitive bodybuilders, Int J Environ Res Public Health (2020)
  {
    id: 'lateral-raise',
    name: 'Lateral raise',
    aliases: [
      'lateral raise',
      'lateral raises',
      'side raise',
      'side raises',
      'side lateral raise',
      'side lateral raises',
      'lat raise',
      'lat raises',
    ],
    setup: 'Stand tall, light dumbbells at your sides, a soft bend in your elbows.',
    cues: [
      {
        aspect: 'traps',
        keywords: ['trap', 'traps', 'trapezius', 'neck', 'shrug', 'shrugging', 'ears'],
        text: 'Feeling it in your traps or neck: go lighter (most people need 2-8 kg), keep your shoulders down and away from your ears, lean slightly forward, lead with your elbows out to the side and stop at shoulder height, not above; think of pushing the weights out wide rather than lifting them up.',
      },
      {
        aspect: 'height',
        keywords: ['how high', 'height', 'above', 'top', 'pinch', 'pinches', 'impingement'],
        text: 'How high: raise to about shoulder height, elbows level with or just above the hands and thumbs level, not turned down; higher mostly shifts the work to the traps and can pinch the shoulder.',
      },
      {
        aspect: 'swinging',
        keywords: ['swing', 'swinging', 'momentum', 'heavy', 'cheat', 'cheating', 'back'],
        text: 'No swinging: stand still, raise over about 1-2 seconds and lower over 2-3, and pick a weight you can control for 10-20 reps; if your body rocks to start the rep, the weight is too heavy.',
      },
    ],
    commonMistake: 'going too heavy and shrugging the weights up with the traps',
    easier: 'seated or one-arm lateral raise holding a support',
    harder: 'cable or lean-away lateral raise',
  },
  {
    id: 'bench-dip',
    name: 'Bench dip',
    aliases: ['bench dip', 'bench dips', 'chair dip', 'chair dips'],
    setup: 'Hands on the edge of a sturdy bench or chair beside your hips, fingers forward.',
    cues: [
      {
        aspect: 'shoulders',
        keywords: [
          'shoulder',
          'shoulders',
          'front of my shoulder',
          'pinch',
          'deep',
          'depth',
          'how low',
          'how far down',
        ],
        text: 'Depth and shoulders: lower only until your elbows reach about 90 degrees, keeping your back close to the bench and your shoulders down, away from your ears; going deeper, or letting your hips drift forward, strains the front of the shoulders. If they still ache, bend your knees more or switch to close-grip push-ups or band pushdowns.',
      },
      {
        aspect: 'elbows',
        keywords: ['elbow', 'elbows', 'flare', 'flaring'],
        text: 'Elbows: point them straight back, not out to the sides, and press through the heels of your hands.',
      },
    ],
    commonMistake: 'dipping too deep with the hips drifting away from the bench',
    easier: 'knees bent and feet close to the bench',
    harder: 'legs straight or feet raised',
  },
  {
    id: 'rowing-machine',
    name: 'Rowing machine',
    aliases: ['rowing machine', 'rowing machine steady row', 'rower', 'indoor rowing', 'erg'],
    setup: 'Feet strapped across the balls of the feet, shins vertical at the catch, arms long.',
    cues: [
      {
        aspect: 'lower back',
        keywords: ['lower back', 'back pain', 'back hurts', 'back aches', 'back', 'posture'],
        text: 'Back on the rower: sit tall and hinge from the hips with a braced back, not rounding; push with your legs before you lean back, and lean back only a little past upright. Lower the damper (3-5) and keep sessions shorter while a sore back settles.',
      },
      {
        aspect: 'sequence',
        keywords: ['technique', 'order', 'sequence', 'legs', 'arms', 'pull', 'drive', 'stroke'],
        text: 'Sequence: on the drive push with your legs, then lean back slightly, then pull with your arms; on the way back arms first, then lean forward, then bend your legs. About 60 % of the power comes from the legs; keep the handle level and do not yank with the arms.',
      },
      {
        aspect: 'damper',
        keywords: ['damper', 'setting', 'resistance', 'level'],
        text: 'Damper: 3-5 suits most people; a higher setting feels heavier but is not a better workout, it tires the back and arms first.',
      },
    ],
    commonMistake: 'pulling with the arms before the legs have pushed',
    easier: 'shorter, easier pieces at a lower stroke rate',
    harder: 'intervals, such as 8 x 250 m hard with 1 minute easy',
  },
  {
    id: 'inverted-row',
    name: 'Inverted row',
    aliases: [
      'inverted row',
      'inverted rows',
      'doorframe row',
      'door frame row',
      'table row',
      'australian pull-up',
      'bodyweight row',
    ],
    setup: 'Under a bar at about hip height, hands just wider than shoulders, body straight.',
    cues: [
      {
        aspect: 'body line',
        keywords: ['hips', 'sag', 'sagging', 'body', 'straight', 'line', 'back'],
        text: 'Body line: squeeze your glutes and brace so your body stays straight from head to heels; pull your chest to the bar (or your body to the door frame) and lower slowly.',
      },
      {
        aspect: 'angle',
        keywords: ['angle', 'bar height', 'how high', 'how low', 'height', 'feet'],
        text: 'Angle: the more upright your body (a higher bar, feet closer in), the easier; lower the bar or walk your feet out to make it harder, and raise your feet on a bench for harder still.',
      },
    ],
    commonMistake: 'letting the hips sag and stopping short of the bar',
    easier: 'a higher bar or bent knees',
    harder: 'feet raised on a bench',
  },
  {
    id: 'renegade-row',
    name: 'Renegade row',
    aliases: ['renegade row', 'renegade rows'],
    setup: 'A high plank on two dumbbells, hands under your shoulders, feet wide.',
    cues: [
      {
        aspect: 'hips',
        keywords: ['hips', 'twist', 'twisting', 'rotate', 'wide', 'feet', 'wobble', 'balance'],
        text: 'Hips: set your feet wider than hip-width and brace as in a plank so your hips stay square to the floor as you row; if they twist, go lighter or widen your feet.',
      },
    ],
    commonMistake: 'twisting the hips to lift the weight',
    easier: 'knees down, or a one-arm dumbbell row',
    harder: 'a push-up between rows',
  },
  {
    id: 'landmine-press',
    name: 'Landmine press',
    aliases: ['landmine press', 'landmine presses'],
    setup:
      'One end of a barbell in a landmine or the corner of a room, the loaded end held at your shoulder.',
    cues: [
      {
        aspect: 'shoulder',
        keywords: [
          'shoulder',
          'shoulders',
          'cranky',
          'kinder',
          'impingement',
          'pinch',
          'pinches',
          'ohp',
          'overhead',
        ],
        text: 'Shoulder-friendly: the bar travels up and forward in an arc, at an angle rather than straight overhead, so your arm never reaches the end of its overhead range where a cranky shoulder pinches; that makes it kinder on the shoulder than an overhead press for most people. Keep your elbow about 45 degrees from your body, press until your arm is long without shrugging, and stop short of any pinch.',
      },
    ],
    commonMistake: 'flaring the elbow straight out and shrugging at the top',
    easier: 'half-kneeling landmine press with a lighter load',
    harder: 'standing single-arm landmine press with more load',
  },
  {
    id: 'face-pull',
    name: 'Face pull',
    aliases: ['face pull', 'face pulls', 'facepull', 'facepulls'],
    setup:
      'Rope on a cable (or a band) at upper-chest to face height, arms straight, thumbs pointing back.',
    cues: [
      {
        aspect: 'height',
        keywords: [
          'forehead',
          'face',
          'chest',
          'chin',
          'eyes',
          'height',
          'where',
          'neck',
          'elbow',
          'elbows',
          'rope',
        ],
        text: 'Pull the rope towards your forehead or eyes, not your chest: elbows high and out, hands finishing beside your ears with the thumbs pointing back, and squeeze your shoulder blades together.',
      },
      {
        aspect: 'load',
        keywords: ['heavy', 'light', 'weight', 'reps', 'how much'],
        text: 'Load: keep it light to moderate, 12-20 slow, controlled reps with a 1-second squeeze; heavy face pulls turn into a row and take the work off the rear shoulders and rotator cuff.',
      },
    ],
    commonMistake: 'going heavy and leaning back to row the weight',
    easier: 'band face pull',
    harder: 'face pull with a 2-second hold',
  },
  {
    id: 'band-pull-apart',
    name: 'Band pull-apart',
    aliases: ['pull apart', 'pull aparts', 'pull-apart', 'pull-aparts', 'band pull apart'],
    setup:
      'Hold a light band in front of you at shoulder height, arms straight, hands shoulder-width.',
    cues: [
      {
        aspect: 'palms and height',
        keywords: [
          'palms',
          'palm',
          'height',
          'up or down',
          'arms',
          'grip',
          'overhand',
          'underhand',
        ],
        text: 'Arms at shoulder height (chest height is fine too), palms down for the upper back and rear shoulders, or palms up to bring in the rotator cuff more; pull the band to your chest by squeezing your shoulder blades together, without shrugging, then return slowly.',
      },
    ],
    commonMistake: 'shrugging and bending the elbows to move the band',
    easier: 'a lighter band or a wider grip',
    harder: 'a 2-second hold at the chest',
  },
];

/**
 * The set-up and key cue a trainer states first for a catalogue exercise, by its catalogue id
 * (the name's slug): where to stand or lie, the kit's position, and the one or two points that
 * make the rep (NSCA Exercise Technique Manual; ACE exercise library). Holds say how long.
 */
export const exerciseSetups: Readonly<Record<string, string>> = {
  'bodyweight-squat':
    'feet shoulder-width, toes turned out slightly, weight over the whole foot; sit down between your heels with your chest up and your knees following your toes.',
  'box-squat':
    'a box or bench that puts your thighs about parallel, feet shoulder-width; sit back to touch it lightly without relaxing onto it, then stand through your whole foot.',
  'goblet-squat':
    'hold one dumbbell upright by its top end, close against your chest, elbows pointing down; feet a little wider than your hips, toes slightly out, then sit down between your heels.',
  'kettlebell-goblet-squat':
    'hold the kettlebell by its horns, close to your chest, elbows pointing down; feet a little wider than your hips, toes slightly out, then sit down between your heels.',
  'barbell-back-squat':
    'set the bar in the rack at mid-chest height and the safety pins just below your bottom position; step under so the bar sits on your upper back (not your neck), grip just outside your shoulders, stand it up and take two or three small steps back.',
  'barbell-front-squat':
    'the bar across the front of your shoulders against your throat, fingertips under it (or arms crossed), elbows high; safety pins just below your bottom position.',
  'split-squat':
    'a long split stance, feet hip-width apart like train tracks, front foot flat and back heel up; drop the back knee straight down towards the floor, most of your weight on the front foot.',
  'bulgarian-split-squat':
    'the top of your back foot on a bench about knee height, the front foot a long stride out so the front shin stays near vertical at the bottom; most of your weight on the front foot.',
  'reverse-lunge':
    'stand tall, feet hip-width; step back far enough that both knees bend to about 90 degrees, front heel down and torso upright.',
  'forward-lunge':
    'stand tall, feet hip-width; step forward far enough that both knees bend to about 90 degrees, front heel down, then push back through that heel.',
  'walking-lunge':
    'stand tall, feet hip-width; step forward far enough that both knees bend to about 90 degrees, front heel down, then bring the back foot through into the next step.',
  'dumbbell-reverse-lunge':
    'a dumbbell in each hand at your sides, feet hip-width; step back far enough that both knees bend to about 90 degrees, front heel down and torso upright.',
  'step-up':
    'a sturdy step, stair or box at knee height or lower; put your whole foot flat on it, heel included, and drive up through that heel without pushing off the bottom foot; hold a rail or wall if balance is shaky.',
  'glute-bridge':
    'lie on your back, knees bent, feet flat and hip-width with your heels a hand-length from your glutes, arms by your sides; push through your heels and squeeze your glutes to lift.',
  'single-leg-glute-bridge':
    'lie on your back, one knee bent with that foot flat near your glutes, the other leg straight or hugged in; push through the heel of the planted foot, hips level.',
  'hip-thrust':
    'the lower edge of your shoulder blades on a bench about knee height, the bar on a pad in the crease of your hips, feet flat and hip-width so your shins are vertical at the top; chin tucked, ribs down.',
  'dumbbell-hip-thrust':
    'the lower edge of your shoulder blades on a bench or sofa, one dumbbell held across the crease of your hips on a folded towel, feet flat and hip-width so your shins are vertical at the top; chin tucked.',
  'romanian-deadlift':
    'stand tall, feet hip-width, the weight against your thighs, knees softly bent and kept there; push your hips back and slide the weight down your legs with a flat back until your hamstrings stretch.',
  'single-leg-romanian-deadlift':
    'stand on one leg with a soft knee, the weight in the opposite hand; hinge by reaching the free leg straight back, hips square to the floor and back flat; touch a wall with your free hand at first.',
  'barbell-deadlift':
    'the bar over your mid-foot, about an inch from your shins, feet hip-width; hinge down, grip just outside your legs, shins to the bar, chest up and back flat, then pull the slack out of the bar before it leaves the floor.',
  'kettlebell-deadlift':
    'the kettlebell between your feet in line with your ankles, feet hip-width; hinge back, grip the handle with a flat back and straight arms, then stand up by pushing the floor away.',
  'sumo-deadlift':
    'a wide stance with toes turned out and the bar over mid-foot; grip inside your knees with straight arms, push your knees out over your toes, chest up and back flat.',
  'good-morning':
    'a light bar on your upper back (or hands across your chest), feet hip-width, knees soft; push your hips back with a flat back until your hamstrings stretch, then drive the hips forward.',
  'kettlebell-swing':
    'the bell about a foot in front of you, feet a little wider than your hips; hinge with a flat back (a hip hinge, not a squat), grip it and hike it back high between your thighs, then snap your hips forward so it floats to chest height. The arms are only ropes: the hips do the work.',
  'plank-hold':
    'forearms on the floor with elbows under your shoulders, legs straight on your toes; one straight line from head to heels, glutes squeezed and ribs down. Hold 20-30 seconds to start and build up.',
  'side-plank':
    'lie on your side with your elbow right under your shoulder and your feet stacked (or the bottom knee down to make it easier); lift your hips until your body is one straight line from head to feet and hold 15-30 seconds each side.',
  'dead-bug':
    'lie on your back, arms straight up over your shoulders, hips and knees bent at 90 degrees; press your lower back into the floor and keep it there while you slowly lower the opposite arm and leg, breathing out.',
  'bird-dog':
    'on hands and knees, hands under your shoulders and knees under your hips, back flat; reach one arm forward and the opposite leg back to hip height without the hips tipping, pause for 2 seconds, then switch.',
  crunch:
    'lie on your back, knees bent and feet flat, hands lightly by your temples or crossed on your chest; curl your shoulders off the floor with your abs, lower back staying down, and lower slowly. A full sit-up curls on up until you sit tall, feet flat on the floor.',
  'push-up':
    'hands just wider than your shoulders, fingers forward, body in one straight line from head to heels; lower your chest to a fist from the floor with your elbows at about 45 degrees.',
  'knee-push-up':
    'hands just wider than your shoulders, knees on the floor (on a mat), one straight line from head to knees; lower your chest towards the floor with your elbows at about 45 degrees.',
  'incline-push-up':
    'hands just wider than your shoulders on a bench, counter or wall, body in one straight line from head to heels; the higher the hands, the easier. Lower your chest to the edge with your elbows at about 45 degrees.',
  'dumbbell-bench-press':
    'sit on the bench with the dumbbells on your thighs, lie back bringing them to your chest, feet flat on the floor and shoulder blades squeezed back; press up over your chest with your elbows about 45 degrees from your body.',
  'dumbbell-floor-press':
    'lie on your back on the floor, knees bent and feet flat, a dumbbell in each hand over your chest; lower until your upper arms rest on the floor, pause, elbows about 45 degrees from your body, then press. No bench needed.',
  'barbell-bench-press':
    'lie with your eyes under the bar, feet flat on the floor, shoulder blades pulled back and down; grip a little wider than shoulder-width, and set safety arms or have a spotter.',
  'incline-dumbbell-press':
    'a bench at 30-45 degrees, dumbbells at your upper chest, feet flat and shoulder blades back; press up over your upper chest with your elbows about 45 degrees from your body.',
  'landmine-press':
    'wedge one end of a barbell into a landmine base or the corner of a room (on a towel, to protect the wall), load the other end; stand or half-kneel holding that end at your shoulder and press up and forward along its arc.',
  'dumbbell-overhead-press':
    'dumbbells at your shoulders, palms forward or facing in, elbows slightly in front of your body; squeeze your glutes, ribs down, and press straight up until your biceps are by your ears. Seated with back support is easier on the lower back.',
  'barbell-overhead-press':
    'the bar on the front of your shoulders, grip just outside shoulder-width, wrists stacked over elbows; squeeze your glutes, ribs down, move your head back to let the bar pass, then press it straight up over your mid-foot.',
  'kettlebell-overhead-press':
    'the bell in the rack position, resting on your forearm against your chest, wrist straight; squeeze your glutes and press straight up until your biceps is by your ear.',
  'arnold-press':
    'dumbbells in front of your shoulders, palms facing you; as you press up, turn your palms to face forward, then reverse on the way down.',
  'dumbbell-lateral-raise':
    'stand tall, light dumbbells at your sides, a soft bend in your elbows; raise your arms out to the side to shoulder height, leading with the elbows, and lower over 2-3 seconds.',
  'bench-dip':
    'hands on the edge of a sturdy bench or chair beside your hips, fingers forward, knees bent in front; slide off and bend your elbows straight back to about 90 degrees, shoulders down and back close to the bench.',
  'one-arm-dumbbell-row':
    'one hand and the same-side knee on a bench (or a hand on a chair with your feet staggered), back flat, the dumbbell hanging under your shoulder; pull it to your hip with your elbow close to your side.',
  'dumbbell-bent-over-row':
    'a dumbbell in each hand, hinge forward to about 45 degrees with a flat back and soft knees, arms hanging; pull both to your lower ribs, elbows back, and squeeze your shoulder blades.',
  'barbell-bent-over-row':
    'grip the bar just outside your legs, hinge forward to about 45 degrees with a flat back and soft knees; pull it to your lower ribs, elbows back, without jerking your torso up.',
  'seated-cable-row':
    'sit tall, feet on the platform, knees soft, arms straight on the handle; pull it to your lower ribs by driving your elbows back and squeezing your shoulder blades, without leaning back.',
  'inverted-row':
    'lie under a bar set at waist height (a Smith machine, rack or sturdy table), grip it just wider than your shoulders, heels on the floor and body straight; pull your chest to the bar. The more upright your body, the easier.',
  'pull-up':
    'grip the bar palms facing away, just wider than your shoulders, and hang with straight arms; pull your shoulder blades down first, then pull until your chin clears the bar and lower to a full hang.',
  'chin-up':
    'grip the bar palms facing you, about shoulder-width, and hang with straight arms; pull your shoulder blades down first, then pull until your chin clears the bar and lower to a full hang.',
  'dead-hang':
    'grip a pull-up bar overhand, hands shoulder-width, and hang with straight arms and your feet off the floor (step off a box), shoulders gently pulled down, not shrugged; start with 10-20 seconds and build towards 60.',
  'lat-pulldown':
    'thighs snug under the pads, grip the bar a little wider than your shoulders, chest up; pull the bar to your upper chest with your elbows driving down to your sides, then let it up slowly.',
  'dumbbell-biceps-curl':
    'stand tall, dumbbells at your sides with palms forward, elbows pinned to your sides; curl up without swinging and lower over 2-3 seconds.',
  'hammer-curl':
    'stand tall, dumbbells at your sides with palms facing each other (thumbs up), elbows pinned to your sides; curl to your shoulders keeping the thumbs up and lower slowly. It trains the brachialis and forearm as well as the biceps.',
  'farmer-s-carry':
    'heavy dumbbells or kettlebells at your sides, picked up with a flat back; walk tall with short, steady steps, shoulders down, core braced, for 20-40 metres or 30-60 seconds.',
  'cat-cow':
    'on hands and knees, hands under your shoulders and knees under your hips; breathe in as you let your belly drop and lift your chest (cow), breathe out as you round your back towards the ceiling (cat). Move slowly, in a comfortable range, for 5-10 rounds.',
  'single-leg-balance':
    'stand next to a wall or counter you can touch, lift one foot a few centimetres, standing knee soft, eyes on a fixed point; hold 30 seconds each leg (10-15 seconds to begin with), 2-3 times, and build towards 60 seconds.',
  'tandem-stance':
    'stand next to a wall or counter, put one foot directly in front of the other, heel touching toes, eyes on a fixed point; hold 30 seconds, then swap feet.',
  'standing-calf-raise':
    'the balls of your feet on the edge of a step (or flat on the floor), a hand on the wall; rise as high as you can, pause, then lower slowly all the way down.',
  'wall-sit':
    'back flat against a wall, feet hip-width and about two feet out; slide down until your knees are bent about 90 degrees, knees over ankles, and hold 20-45 seconds, breathing steadily.',
  'russian-twist':
    'sit with knees bent, heels on the floor, leaning back about 45 degrees with a long spine; turn your ribs and shoulders side to side, not just your arms.',
  'superman-hold':
    'lie face down, arms overhead; lift your arms, chest and legs a few centimetres off the floor, eyes on the floor, and hold 10-20 seconds.',
  'face-pull':
    'a rope on a cable (or a band) at upper-chest to face height, arms straight, palms in; pull towards your forehead with your elbows high, hands finishing beside your ears.',
  'wall-push-up':
    "stand an arm's length from a wall, hands on it at chest height and a little wider than your shoulders, body straight from head to heels; bend your elbows to bring your chest towards the wall, then push away. Step further back to make it harder.",
  'banded-clamshell':
    'lie on your side, hips and knees bent about 45 degrees, a band just above your knees, head resting on your arm; keep your feet together and your top hip stacked over the bottom one as you open the top knee, without rolling back.',
  burpee:
    'feet hip-width; squat and put your hands flat on the floor just in front of your feet, jump or step back to a straight plank, jump or step your feet back in, then stand and jump with your arms overhead, landing softly.',
  'mountain-climber':
    'a high plank, hands under your shoulders and body straight; drive one knee towards your chest, then switch legs in a steady rhythm, hips level and low, shoulders over your hands.',
  'sumo-squat':
    'feet wide and toes turned out about 45 degrees, a dumbbell held between your legs if you like; sit straight down with your chest tall and your knees pushed out over your toes.',
  'pallof-press':
    'stand side-on to a band or cable anchored at chest height, feet hip-width, handle at your chest; brace and press it straight out, hold 2 seconds without letting it turn you, then bring it back. Step further out to make it harder.',
  'hanging-knee-raise':
    'hang from a bar with straight arms and your shoulders pulled down, legs still; curl your pelvis up to bring your knees towards your chest, then lower slowly without swinging.',
  'leg-raise':
    'lie on your back, hands under your hips, lower back pressed into the floor; raise your straight legs to vertical and lower them slowly only as far as your back stays down.',
  'skull-crusher':
    'lie on a bench with the bar or dumbbells over your chest, arms straight; keep your upper arms still and bend only at the elbows to lower the weight towards your forehead, then straighten your arms.',
  'cable-triceps-pushdown':
    'a rope or bar on a high pulley, stand tall with your elbows pinned to your sides; push down until your arms are straight, spread the rope at the bottom, and let it up slowly to forearms about level with the floor.',
  'overhead-triceps-extension':
    'hold one dumbbell overhead with both hands, elbows pointing forward and close to your head, ribs down; lower it behind your head by bending only your elbows, then straighten your arms.',
  'dumbbell-chest-fly':
    'lie on a bench with dumbbells over your chest, palms facing and elbows slightly bent; open your arms in a wide arc until you feel a stretch across your chest, keeping the elbow bend fixed, then hug them back up.',
  'box-jump':
    'a sturdy box you can land on with your knees bent no more than a quarter squat; swing your arms, jump up and land softly with both feet fully on the box, stand tall, then step down, do not jump down.',
  'jump-rope':
    'handles at hip height, elbows close to your sides, turning the rope with your wrists; hop just high enough to clear it, landing softly on the balls of your feet.',
  'band-pull-apart':
    'a light band held in front of you at shoulder height, arms straight, hands shoulder-width; pull it to your chest by squeezing your shoulder blades together, without shrugging.',
};
