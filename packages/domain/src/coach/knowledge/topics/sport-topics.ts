import type { KnowledgeTopic } from './knowledge-topic';

/** Training for a sport, an event or a skill: races, climbing, team and racket sports, hikes, ski trips, fitness tests, and skills such as the first pull-up, a pistol squat or the splits. */
export const sportTopics: readonly KnowledgeTopic[] = [
  // Source: Damsted et al., Is there evidence for an association between changes in training load and running-related injuries? A systematic review, Int J Sports Phys Ther (2018)
  {
    id: 'first-5k-10k',
    intent: 'training',
    title: 'How do I train for my first 5k or 10k?',
    questions: [
      'signed up for a 10k, can i train for it with my knee',
      'how do i train for my first 5k',
      'couch to 5k plan',
      'can i get ready for a 10k in 12 weeks',
      'will leg training on run days wreck my legs',
    ],
    keywords: ['5k', '10k', 'couch to 5k', 'first race', 'charity run', 'race'],
    answer:
      'Build up gradually: three runs a week, mostly at an easy, chatty pace, starting with run-walk intervals (for example 1 minute running, 1-2 walking) and adding about 10 % more time each week, with one longer run. Keep two strength sessions for your legs and hips; they protect knees. With a sore knee, favour soft surfaces, shorter strides and a physio check if it hurts during runs. Most beginners are 10k-ready in 8-12 weeks.',
    why: 'Tendons and joints adapt more slowly than your heart and lungs, and sudden jumps in running load are the commonest cause of running injuries.',
    suggestions: ['How do I start running?', 'Knee pain when running'],
  },
  // Source: Wilson et al., Concurrent training: a meta-analysis examining interference of aerobic and resistance exercises, J Strength Cond Res (2012)
  {
    id: 'running-and-lifting',
    intent: 'training',
    title: 'Can I train for a half marathon and keep lifting?',
    questions: [
      'half marathon in 12 weeks how many runs without wrecking my squat',
      'can i lift and train for a marathon',
      'running and lifting at the same time',
      'will running kill my gains',
      'best strength exercises for runners',
      'how often should i lift alongside my running',
      'will weights make me a slower runner',
      'do runners need to lift or will it bulk me up',
    ],
    keywords: [
      'half marathon',
      'marathon',
      'running and lifting',
      'concurrent training',
      'interference',
      'strength for runners',
      'lifting for runners',
      'runners',
    ],
    answer:
      'Yes: lifting makes runners more economical and less injury-prone, and heavy sets of 3-6 reps build strength without bulk, so it will not make you bulky or slow. Three or four runs a week (one long, one faster, the rest easy) fit beside two or three lifting sessions. Keep heavy leg days 6-24 hours away from hard or long runs, or lift after an easy run, and cut leg volume by a third in the last 4-6 weeks before a race while keeping the weight heavy.',
    why: 'Lots of hard running competes with leg strength mainly through fatigue; easy running, spacing and lower lifting volume keep most of the strength while the endurance builds.',
    suggestions: ['How much cardio should I do?', 'Should I run or lift first?'],
  },
  // Source: Rønnestad & Mujika, Optimizing strength training for running and cycling endurance performance: a review, Scand J Med Sci Sports (2014)
  {
    id: 'strength-for-cycling',
    intent: 'training',
    title: 'What should I do in the gym to get better at cycling?',
    questions: [
      'just bought a road bike what should i do in the gym',
      'strength training for cyclists',
      'gym work for cycling',
      'how do i get stronger on the bike',
    ],
    keywords: ['cycling', 'cyclist', 'road bike', 'sportive'],
    answer:
      'Two strength sessions a week: heavy squats or leg presses, Romanian deadlifts, lunges or step-ups for 3-4 sets of 4-8 reps, plus core and back work (planks, side planks, rows) for a stable position on the bike and a happier lower back. Keep the heavy work away from hard rides, and drop to one session a week in race season. Hip mobility helps you hold an aero position.',
    why: 'Heavy, low-rep strength work improves pedalling efficiency and sprint power without adding much bulk, and a strong core and back hold the riding posture.',
    suggestions: ['How many sets and reps for strength?', 'Core exercises'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); Swim England, adult swimming guidance
  {
    id: 'swimming-build-up',
    intent: 'training',
    title: 'How do I build up my swimming?',
    questions: [
      'out of breath after one length how do i build up',
      'swimming for weight loss',
      'how do i get better at swimming laps',
      'swimming as exercise beginner',
    ],
    keywords: ['swimming', 'swim', 'lengths', 'laps', 'pool'],
    answer:
      'Swim 2-3 times a week, using intervals at first: swim one length slowly, rest 30-60 seconds at the wall, and repeat for 10-20 minutes; breathe out steadily under water so you are not gasping. Each week add a length or shorten the rests, aiming for 20-30 minutes of continuous easy swimming. Mix in a kickboard or breaststroke to rest. A lesson or two fixes the breathing that tires most beginners.',
    why: 'Swimming is limited early on by technique and breathing more than fitness, so short pieces with rests let you practise good strokes while your fitness builds.',
    suggestions: ['HIIT or steady cardio for fat loss?', 'How much cardio should I do?'],
  },
  // Source: Batalha et al., Shoulder rotator cuff balance, strength and endurance in young swimmers during a competitive season, J Strength Cond Res (2015); Crowley et al., The effect of resistance training on swimming performance: a systematic review, Sports Med (2017)
  {
    id: 'swimming-and-lifting',
    intent: 'training',
    title: 'How should a swimmer lift weights?',
    questions: [
      'i swim most days, how should i lift alongside it',
      'gym programme for a swimmer',
      'will lifting help my swimming',
      'swimmer with cranky shoulders, what should i do in the gym',
    ],
    keywords: ['swimmer', 'swimmers', 'swim training', 'pool sessions', 'swimmer shoulder'],
    answer:
      'Two 45-60 minute gym sessions a week fit beside 4 swims: legs (squats, deadlifts or hinges, lunges), core, and pulling done with control, and go light on overhead pressing, which swimming already loads. Protect your shoulders with rotator cuff work: band external rotations, face pulls and band pull-aparts, 2-3 sets of 12-15 each session, plus shoulder blade control. Put the gym after an easy swim or on a lighter pool day, and keep hard sets away from key swims.',
    why: 'Swimming builds strong internal rotators and tired shoulders; strengthening the external rotators and shoulder blade muscles balances them, while leg and core strength improve starts and turns.',
    suggestions: ['Shoulder pain when pressing', 'How do I build up my swimming?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016): concurrent training and recovery
  {
    id: 'climbing-and-lifting',
    intent: 'training',
    title: 'How do I fit climbing and lifting together?',
    questions: [
      'started bouldering on top of lifting and my forearms are fried',
      'how to combine climbing and gym',
      'climbing and weight training',
      'bouldering twice a week and lifting',
      'what should i train in the gym to climb harder',
      'gym exercises for rock climbers',
    ],
    keywords: ['bouldering', 'climbing', 'climber', 'forearms fried', 'fingers fried'],
    answer:
      'For climbing, strength in pulling and grip matters most: pull-ups or chin-ups, rows, dead hangs and farmer carries, plus push-ups and shoulder external rotations to balance the pulling, and core work. Count climbing itself as pulling and grip work: if you climb often, cut your gym pulling and grip volume by a third to a half, keep legs, pushing and core in the gym, and rest or go easy after climbing. Warm up your fingers and stop when your grip fades; lingering finger or elbow pain needs a physio.',
    why: 'Climbing loads the fingers, forearms and back hard; doing the same in the gym on top leaves too little recovery for small tendons that adapt slowly.',
    suggestions: ['How many rest days do I need?', 'Grip strength'],
  },
  // Source: Rumpf et al., Effect of different sprint training methods on sprint performance over various distances: a brief review, J Strength Cond Res (2016)
  {
    id: 'speed-for-team-sports',
    intent: 'training',
    title: 'How do I get quicker for football?',
    questions: [
      '5 a side what should i do in the gym to get quicker',
      'how do i get faster over the first few yards',
      'speed training for football',
      'acceleration training',
    ],
    keywords: [
      'faster',
      'quicker',
      'speed',
      'acceleration',
      'first steps off the mark',
      'football',
      '5 a side',
    ],
    answer:
      'Train acceleration directly: twice a week, after a warm-up, do 6-8 sprints of 10-20 metres from different starts with full rest, plus jumps and bounds (3 sets of 5). In the gym, squats, split squats, hip thrusts and Romanian deadlifts for 3-5 sets of 3-6 reps build the force behind the first steps. Keep sprints fresh, never tired.',
    why: 'Acceleration depends on pushing hard into the ground quickly: heavy strength raises the force and sprints and jumps teach you to use it fast.',
    suggestions: ['How do I build leg strength?', 'What is HIIT?'],
  },
  // Source: Buchheit & Laursen, High-intensity interval training, solutions to the programming puzzle, Sports Med (2013)
  {
    id: 'match-fitness',
    intent: 'training',
    title: 'Can I get match fit in a few weeks?',
    questions: [
      'football season starts in 3 weeks can i get match fit',
      'how do i get fit for football season',
      'pre season fitness',
      'get fit for the season fast',
    ],
    keywords: ['match fit', 'pre season', 'preseason', 'season starts', 'football fitness'],
    answer:
      'You can make a real difference in 3 weeks: two or three sessions a week of intervals that look like the game, such as 6-10 shuttle runs or 30-second hard efforts with 30-60 seconds of rest, plus one easy 30-minute run. Add short sprints and changes of direction, and keep one or two strength sessions. Build up over the first week to protect hamstrings and calves.',
    why: 'Repeated hard intervals raise the fitness that lets you recover between sprints within weeks; jumping straight into full matches unprepared is when hamstrings and calves get pulled.',
    suggestions: ['What is HIIT?', 'How do I get quicker?'],
  },
  // Source: Ellenbecker & Cools, Rehabilitation of shoulder impingement syndrome and rotator cuff injuries: an evidence-based review, Br J Sports Med (2010)
  {
    id: 'strength-for-tennis',
    intent: 'training',
    title: 'What strength work helps my tennis?',
    questions: [
      'what can i do with my bands to help my tennis',
      'does heavy lifting mess up my serve',
      'gym work for tennis',
      'strength training for racket sports',
    ],
    keywords: ['tennis', 'padel', 'squash', 'badminton', 'serve', 'racket'],
    answer:
      "Yes, lifting helps your game when it is planned around it: twice a week, work the shoulders' rotator cuff with band external and internal rotations, rows and face pulls, plus rotation and core (Pallof presses, woodchops), legs (split squats) and forearms and wrists. Do heavy upper-body work on a day away from matches, not right before, so tired shoulders do not change your serve's timing.",
    why: "Serves and groundstrokes load the shoulder's small stabilisers and the trunk's rotation; strengthening them protects the shoulder and transfers power, while fatigue just before play upsets timing.",
    suggestions: ['Rotator cuff exercises', 'Core exercises'],
  },
  // Source: Ehlert, The effects of strength and conditioning interventions on golf performance: a systematic review, J Sports Sci (2020)
  {
    id: 'strength-for-golf',
    intent: 'training',
    title: 'What gym work helps golf?',
    questions: [
      'wants to hit the golf ball further what should he do in the gym',
      'strength training for golf',
      'gym exercises for golfers',
      'how to get more club head speed',
    ],
    keywords: ['golf', 'golfer', 'club head speed', 'drive further', 'swing'],
    answer:
      'Strength and power training adds club-head speed: twice a week, squats or deadlifts, lunges, rows and presses for 3 sets of 6-10, plus rotation and hip work such as cable or band woodchops, Pallof presses, medicine-ball rotational throws and hip mobility. At 58 or older, start light, progress slowly and keep the back neutral through the twisting work.',
    why: 'Distance comes from force made by the legs and hips and passed through a strong, mobile trunk; studies show club-head speed rises with a few months of strength and power training.',
    suggestions: ['Core exercises', 'Is it too late to start lifting?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016): needs analysis for combat sports
  {
    id: 'strength-for-grappling',
    intent: 'training',
    title: 'What strength work helps in BJJ or wrestling?',
    questions: [
      'started bjj and get bullied by stronger guys what strength work helps',
      'strength training for jiu jitsu',
      'gym for grappling',
      'lifting for martial arts',
    ],
    keywords: [
      'bjj',
      'jiu jitsu',
      'grappling',
      'wrestling',
      'judo',
      'martial arts',
      'mma',
      'muay thai',
    ],
    answer:
      "Two full-body sessions a week make the biggest difference early: deadlifts or trap-bar pulls, squats, rows and pull-ups for 3-5 sets of 4-8 reps, plus grip (towel hangs, farmer's carries), neck and core work and hip mobility. Keep them on days away from hard sparring and build your conditioning on the mat. Technique still wins most rolls; strength makes you harder to hold.",
    why: 'Grappling is pulling, gripping and hip drive against resistance, so those qualities transfer best; heavy lifting on sparring days adds fatigue and injury risk.',
    suggestions: ['Grip strength', 'How many rest days do I need?'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); Wilderness Medical Society practice guidelines on hiking preparation
  {
    id: 'hiking-prep',
    intent: 'training',
    title: 'How do I get ready for a long hike?',
    questions: [
      'is a 15 mile hike doable',
      'how do i train for a long hike',
      'getting ready for a walking holiday',
      'prepare for hiking with hills',
    ],
    keywords: ['hike', 'hiking', 'trek', 'walking holiday', '15 mile', 'mountain'],
    answer:
      'Build up over 6-12 weeks: one long walk a week that grows by about 10-15 % until it is two thirds of the hike, on hills and in the boots you will wear, plus two strength sessions (step-ups, split squats, calf raises) and stairs for the downhills. Poles save your knees on descents. Break in your boots and practise carrying your pack.',
    why: 'Long hikes tire the legs most on the descents, which load the thighs and knees eccentrically; step-ups, stairs and poles prepare for exactly that.',
    suggestions: ['How many steps a day should I walk?', 'Knee pain when walking downhill'],
  },
  // Source: Hydren, Volek, Maresh, Comstock & Kraemer, Review of strength and conditioning for alpine ski racing, Strength Cond J (2013)
  {
    id: 'ski-prep',
    intent: 'training',
    title: 'How do I get my legs ready for skiing?',
    questions: [
      'ski trip in january what should i add so my legs survive',
      'pre ski exercises',
      'how to prepare for a ski holiday',
      'leg workout for skiing',
      'how should i train in the weeks before going skiing',
    ],
    keywords: ['ski', 'skiing', 'ski trip', 'snowboarding', 'slopes', 'cross country skiing'],
    answer:
      'Start 6-8 weeks out and train the legs for long, bent-knee holds: squats and lunges with slow 3-4 second lowering, wall sits and squat holds of 45-90 seconds, lateral lunges and skater hops for side-to-side control, single-leg balance, plus 20-30 minutes of cycling or stair work twice a week for leg endurance. Build your core too.',
    why: 'Skiing holds the thighs under tension for minutes at a time and demands side-to-side balance; tempo work, holds and endurance cardio prepare them to last all day.',
    suggestions: ['Wall sit', 'How do I build leg strength?'],
  },
  // Source: ACSM, Guidelines for Exercise Testing and Prescription (11th ed.), recovery and detraining; Mujika & Padilla, Detraining, Sports Med (2000)
  {
    id: 'active-holiday-training',
    intent: 'training',
    title: 'Skiing or hiking holiday: carry on or rest?',
    questions: [
      'away skiing, do i still do my workouts or have time off',
      'should i do my exercises while on a hiking holiday',
      'skip the gym on a skiing week or keep going',
      'do i need to train on an active holiday',
    ],
    keywords: ['skiing holiday', 'active holiday', 'hiking holiday', 'cycling holiday'],
    answer:
      'A day of skiing or hiking is already a long leg and balance workout, so take the week off your leg work and rest without worry: a week off costs no strength. If you like the routine, keep it short and gentle, such as 10 minutes of mobility, stretching or light upper body band work every other evening, and skip anything on days your legs are tired. Pick your usual plan back up after the trip, a little lighter for the first session.',
    why: 'Strength and fitness are kept for 2-3 weeks without training, while extra leg work on top of full days on the slopes or trails adds fatigue that raises the risk of falls and strains.',
    suggestions: ['How do I get my legs ready for skiing?', 'I missed a week. Now what?'],
  },
  // Source: Léger, Mercier, Gadoury & Lambert, The multistage 20 metre shuttle run test for aerobic fitness, J Sports Sci (1988)
  {
    id: 'bleep-test',
    intent: 'training',
    title: 'How do I train for the bleep test?',
    questions: [
      'police fitness test need level 5.4 on the bleep test',
      'how do i pass the beep test',
      'shuttle run test training',
      'train for a fitness test',
    ],
    keywords: ['bleep test', 'beep test', 'shuttle run', 'fitness test', 'multistage'],
    answer:
      'Practise the test itself once a week with the audio, working on sharp turns (one foot on the line, low and quick) and pacing so you are not ahead of the bleep. Add two sessions of 20-metre shuttle intervals (for example 6-8 rounds of 1 minute hard, 1 minute easy) and one easy 25-40 minute run. Level 5.4 is about 3 and a half minutes of shuttles, so most people reach it within 6 weeks.',
    why: 'The test rises in speed each minute, so repeated shuttles improve both the aerobic fitness it measures and the turning that wastes energy.',
    suggestions: ['What is HIIT?', 'How do I start running?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016); obstacle course racing guidance from Tough Mudder and Spartan training plans
  {
    id: 'obstacle-race-prep',
    intent: 'training',
    title: 'How do I prepare for an obstacle race?',
    questions: [
      'tough mudder in 10 weeks what do i change',
      'train for a spartan race',
      'obstacle course race training',
      'prepare for an obstacle run',
    ],
    keywords: ['tough mudder', 'spartan', 'obstacle race', 'obstacle course', 'mud run', 'ocr'],
    answer:
      "Mix running with strength you can carry: two or three runs a week (one longer, one with hills or intervals), plus grip and pulling work (dead hangs, farmer's carries, pull-ups), burpees, bear crawls and lunges in circuits. Practise running straight after a strength exercise, and on one day a week go off-road. Build the running by about 10 % a week.",
    why: 'Obstacle races combine several kilometres of running with climbing, carrying and crawling, so grip, pulling strength and running on tired legs decide how you finish.',
    suggestions: ['Grip strength', 'How do I start running?'],
  },
  // Source: Wilson et al., Concurrent training: a meta-analysis examining interference of aerobic and resistance exercises, J Strength Cond Res (2012)
  {
    id: 'hyrox-prep',
    intent: 'training',
    title: 'How do I train for a Hyrox race?',
    questions: [
      'how do i train for hyrox',
      'first hyrox in 12 weeks',
      'hyrox training plan',
      'sled push and wall balls practice',
      'fitness race with running and stations',
    ],
    keywords: ['hyrox', 'sled push', 'sled pull', 'wall balls', 'sandbag lunges', 'farmers carry'],
    answer:
      'Hyrox is 8 x 1 km runs, each followed by a station: ski erg, sled push, sled pull, burpee broad jumps, rowing, farmers carry, sandbag lunges and wall balls. Over 8-12 weeks, do 2-3 runs a week (one easy long, one with 1 km intervals), 2 strength sessions of squats, deadlifts, lunges and carries, and one mixed session running straight into stations. Practise running on tired legs, pace the first runs easily, and taper the final week.',
    why: 'The race is mostly running with strength-endurance in between, so both qualities and the switch between them decide your time.',
    suggestions: [
      'How do I run faster?',
      'What is circuit training?',
      'Can I run and lift in the same week?',
    ],
  },
  // Source: Page, Current concepts in muscle stretching for exercise and rehabilitation, Int J Sports Phys Ther (2012)
  {
    id: 'touching-toes',
    intent: 'training',
    title: 'Can I learn to touch my toes again?',
    questions: [
      'i would love to touch my toes again is that realistic at my age',
      'how do i touch my toes',
      'how to improve hamstring flexibility',
      'i cant touch my toes',
    ],
    keywords: ['touch my toes', 'touch toes', 'hamstring flexibility', 'flexible', 'flexibility'],
    answer:
      'Yes, at almost any age: hamstring and back flexibility improve within 4-8 weeks of regular stretching. Five or six days a week, hold a seated or standing hamstring stretch for 30 seconds 2-3 times, add toe-touch drills with bent knees straightening slowly, and do Romanian deadlifts with light weights for flexibility under load. Breathe out and relax into it; never bounce.',
    why: 'Flexibility gains come mostly from the nervous system tolerating the stretch more, which happens with regular practice at any age.',
    suggestions: ['Stretching routine', 'Is it too late to start?'],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016); ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'pull-up-progression',
    intent: 'training',
    title: 'How do I build up to pull-ups?',
    questions: [
      'cant do a single pullup',
      'pull up progression',
      'do negative pull ups work',
      'how to get more pull ups',
      'stuck at 3 pull ups',
      'chin up vs pull up which is easier',
      'cant do one pull up where do i even start',
      'should my pull ups start from a dead hang',
    ],
    keywords: [
      'pull-up',
      'pull up',
      'pullup',
      'chin-up',
      'chin up',
      'negatives',
      'assisted pull-up',
      'pull-up progression',
      'zero pull-ups',
    ],
    answer:
      'Build up with three tools, 2-3 times a week. Do slow negatives: jump to the top and lower yourself over 3-5 seconds for 3-5 reps. Do band- or machine-assisted pull-ups for 3 sets of 5-8, using less help over time. Add rows and lat pulldowns for 3 sets of 8-12. Chin-ups, palms facing you, are usually easier first. Most people get their first rep in 4-12 weeks; then add reps with several easy sets spread through the day.',
    why: 'Pull-ups need enough back and arm strength for your body weight; negatives and assisted versions train the exact movement with a load you can handle.',
    suggestions: [
      'How do I build up to push-ups?',
      'Are dips a good exercise?',
      'How do I improve my grip strength?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016): progression of bodyweight exercises
  {
    id: 'muscle-up-progression',
    intent: 'training',
    title: 'How do I learn a muscle-up?',
    questions: [
      'how do i do a muscle up',
      'muscle up progression',
      'how many pull ups before a muscle up',
      'stuck on the transition of a muscle up',
      'bar muscle up vs ring muscle up',
    ],
    keywords: [
      'muscle up',
      'muscle-up',
      'muscle ups',
      'bar muscle up',
      'ring muscle up',
      'transition',
    ],
    answer:
      'Build the parts first: aim for about 8-10 strict pull-ups and 10-15 dips. Then train explosive chest-to-bar pull-ups and straight-bar dips. Practise the transition with a band or low bar, jumping into the top and lowering slowly through it. A doorway bar leaves no room to get over it, so use a park bar or rings, and a thinner band as you improve. Do 3-5 sets of 2-3 quality reps 2-3 times a week, fresh, and expect weeks to months. Pain in the elbow or shoulder means back off.',
    why: 'A muscle-up is a very high, fast pull followed by a dip, so it needs pulling power well above one strict pull-up and a practised path over the bar.',
    suggestions: [
      'How do I build up to pull-ups?',
      'Are dips a good exercise?',
      'What is grease the groove?',
    ],
  },
  // Source: Kotarsky et al., Effect of Progressive Calisthenic Push-up Training on Muscle Strength and Thickness, J Strength Cond Res (2018)
  {
    id: 'push-up-progression',
    intent: 'training',
    title: 'How do I build up to push-ups?',
    questions: [
      'i cant do a push up',
      'push up progression for beginners',
      'how to build up to a full pushup',
      'knee push ups or incline',
      'how to get better at push ups',
      'how many push ups should i be able to do',
    ],
    keywords: [
      'push-up',
      'push up',
      'pushup',
      'push ups',
      'incline push-up',
      'knee push-up',
      'push-up progression',
    ],
    answer:
      'Start with incline push-ups, hands on a wall, kitchen counter or bench, and lower the surface as you get stronger. Do 3 sets of 8-15 reps, 2-3 times a week, keeping your body in a straight line from head to heels. Slow negatives from the floor, lowering over 3-5 seconds, help too. Once you manage 3 sets of 15 with hands on a low step, try the floor. Most beginners get there in 4-8 weeks.',
    why: 'Raising your hands takes a share of your body weight off your arms, so you train the same movement with less load and add more as you get stronger.',
    suggestions: [
      'How do I build up to pull-ups?',
      'Wrist pain during push-ups',
      'Can I build muscle at home with bodyweight?',
    ],
  },
  // Source: Kolber et al., Shoulder injuries attributed to resistance training: a brief review, J Strength Cond Res (2010)
  {
    id: 'dips',
    intent: 'training',
    title: 'Are dips a good exercise?',
    questions: [
      'are dips good',
      'are dips bad for shoulders',
      'chest dips vs tricep dips',
      'how to do dips properly',
      'cant do a dip',
      'bench dips safe?',
    ],
    keywords: ['dips', 'dip', 'parallel bar dips', 'weighted dips', 'tricep dips', 'dip station'],
    answer:
      'Yes, dips build the chest, triceps and front shoulders well if your shoulders tolerate them. Lower until your upper arms are about parallel to the floor, not deeper, keep shoulders down and back, and lean forward slightly for more chest or stay upright for more triceps. Start with assisted or negative dips, then do 3 sets of 6-12. Skip bench dips and deep dips if you feel pinching at the front of the shoulder.',
    why: 'Dips load the pressing muscles heavily through a big range, but the bottom position stretches the front of the shoulder, which irritates some people.',
    suggestions: [
      'Shoulder pain when pressing',
      'How do I build up to push-ups?',
      'How do I build up to pull-ups?',
    ],
  },
  // Source: Speirs et al., Unilateral vs. Bilateral Squat Training for Strength, Sprints, and Agility in Academy Rugby Players, J Strength Cond Res (2016)
  {
    id: 'pistol-squat',
    intent: 'training',
    title: 'How do I learn a pistol squat?',
    questions: [
      'how to do a pistol squat',
      'pistol squat progression',
      'cant do pistol squats',
      'one leg squat tips',
      'are pistols bad for knees',
    ],
    keywords: [
      'pistol squat',
      'pistol',
      'single-leg squat',
      'one leg squat',
      'box pistol',
      'skater squat',
    ],
    answer:
      'Learn it in stages, 2-3 times a week. First do single-leg box squats, sitting down to a bench and standing up on one leg, and lower the box over time. Add assisted pistols holding a doorframe or strap, plus slow negatives. Holding a light weight out in front helps balance. If your heel lifts, stand on a small plate and work on ankle mobility. Aim for 3 sets of 3-8 per leg; most people need 6-12 weeks.',
    why: 'A pistol needs single-leg strength, balance and deep ankle and hip mobility at once; progressions train each piece with less demand until they come together.',
    suggestions: [
      'Are single-leg exercises worth it?',
      'Give me a simple mobility routine',
      'Knee pain when squatting',
    ],
  },
  // Source: ACSM position stand, Progression models in resistance training for healthy adults, Med Sci Sports Exerc (2009); the "grease the groove" practice method as popularised by P. Tsatsouline, The Naked Warrior (2004)
  {
    id: 'grease-the-groove',
    intent: 'training',
    title: 'Does greasing the groove work?',
    questions: [
      'grease the groove for pull ups legit',
      'does greasing the groove work',
      'doing a few push ups every hour',
      'practice pullups all day',
      'gtg method',
    ],
    keywords: ['grease the groove', 'greasing the groove', 'gtg', 'practice sets', 'submaximal'],
    answer:
      'Yes, for getting better at one bodyweight move such as pull-ups or push-ups. Do frequent easy sets through the day, about 40-50 % of your best (if you can do 8 pull-ups, sets of 3-4), several times a day, 5-6 days a week, never near failure and always with clean reps. Test your max every 2-3 weeks; pair it with your normal training rather than replacing it.',
    why: 'Strength is partly a skill: many fresh, perfect repetitions train the nervous system to recruit the muscles efficiently, while staying far from failure leaves little fatigue to recover from.',
    suggestions: ['How do I get my first pull-up?', 'How many push-ups should I do?'],
  },
  // Source: Markovic, Does plyometric training improve vertical jump height? A meta-analytical review, Br J Sports Med (2007)
  {
    id: 'vertical-jump',
    intent: 'training',
    title: 'How do I jump higher?',
    questions: [
      'how to jump higher',
      'increase vertical jump',
      'how to dunk',
      'vert training program',
      'do box jumps help vertical',
      'plyometrics for jumping higher',
    ],
    keywords: [
      'vertical jump',
      'vert',
      'jump higher',
      'plyometrics',
      'plyos',
      'box jumps',
      'depth jumps',
      'dunk',
    ],
    answer:
      'Combine heavy lower-body lifting with plyometrics 2-3 times a week. Build strength with squats, trap bar deadlifts and split squats for 3-5 sets of 3-6 reps. Add 40-100 quality jumps per session, such as box jumps, broad jumps, pogo hops and later depth jumps, resting fully so each jump is maximal. Most people gain about 5-10% in 8-12 weeks. Staying lean helps, and skip plyometrics when your legs are very tired.',
    why: 'Jump height depends on how much force you produce and how quickly; lifting raises maximal force, while plyometrics train the fast stretch-and-rebound action of muscles and tendons.',
    suggestions: [
      'How do I get faster at sprinting?',
      'Are single-leg exercises worth it?',
      'What are cluster sets?',
    ],
  },
  // Source: Haugen et al., The Training and Development of Elite Sprint Performance: an Integration of Scientific and Best Practice Literature, Sports Med Open (2019)
  {
    id: 'sprint-speed',
    intent: 'training',
    title: 'How do I get faster at sprinting?',
    questions: [
      'how to sprint faster',
      'speed training for football',
      'improve my 40 yard dash',
      'acceleration drills',
      'how to be quicker in sports',
      'how to get faster for soccer',
    ],
    keywords: [
      'sprint',
      'sprinting',
      'speed training',
      'acceleration',
      'top speed',
      '40 yard dash',
      'agility',
    ],
    answer:
      'Sprint at full effort 1-3 times a week, fresh and well warmed up. Do short accelerations of 10-30 m and later flying sprints of 20-40 m, about 150-300 m of sprinting in total, resting 2-4 minutes between reps so each one is fast. Add heavy squats, hip hinges and plyometrics twice a week, plus hamstring work like Nordic curls. Tired sprints teach you to run slowly, so stop when your times drop.',
    why: 'Speed comes from pushing big forces into the ground in very short contacts, which improves only with truly fast running plus strength and power work; Nordic curls also lower hamstring strain risk.',
    suggestions: [
      'How do I jump higher?',
      'Are single-leg exercises worth it?',
      'How should I warm up?',
    ],
  },
  // Source: Thomas et al., The Relation Between Stretching Typology and Stretching Duration: The Effects on Range of Motion, Int J Sports Med (2018)
  {
    id: 'flexibility-for-splits',
    intent: 'recovery',
    title: 'How do I learn to do the splits?',
    questions: [
      'how to do the splits',
      'how long to get front splits',
      'middle splits stretching routine',
      'can adults learn the splits',
      'stretches to do the splits',
      'how to get flexible fast',
      'splits stretching for adults',
    ],
    keywords: [
      'splits',
      'the splits',
      'do the splits',
      'front splits',
      'middle splits',
      'side splits',
      'splits stretch',
      'flexibility',
      'get flexible',
      'hip flexors',
    ],
    answer:
      'Stretch your hips and hamstrings 4-6 days a week for about 10-15 minutes, and most adults can get close to front splits in 3-12 months. Warm up first, then hold lunging hip flexor, hamstring and half-split stretches for 30-60 seconds, 2-4 times each, at a strong but not painful stretch. Practise the split itself with yoga blocks under your hands, and build strength in deep positions with Cossack squats. Middle splits take longer.',
    why: 'Range of motion improves mainly as your nervous system tolerates more stretch, and total weekly stretching time, about 5 minutes or more per muscle, predicts the gains.',
    suggestions: [
      'Should I stretch before or after training?',
      'Should lifters do yoga or pilates?',
      'Give me a simple mobility routine',
    ],
  },
  // Source: van Dyk et al., Including the Nordic hamstring exercise in injury prevention programmes
  // halves the rate of hamstring injuries, Br J Sports Med (2019); Green et al., Recalibrating the
  // risk of hamstring strain injury, Br J Sports Med (2020)
  {
    id: 'hamstring-strain-prevention',
    intent: 'injury',
    title: 'How do I stop pulling my hamstring?',
    questions: [
      'best exercises to stop hamstring pulls',
      'how do i prevent hamstring strains playing football',
      'keep pulling my hamstring sprinting, how do i stop it',
      'tore my hamstring last season, how do i stop it happening again',
      'are nordic curls worth it',
    ],
    keywords: [
      'hamstring pulls',
      'hamstring strain',
      'hamstring injuries',
      'prevent hamstring',
      'nordic curls',
      'nordics',
      'pulled hamstring again',
    ],
    answer:
      'Strengthen the hamstrings while they lengthen: Nordic hamstring curls cut hamstring injuries by about half in team sports. Start with 2 sets of 5 slow lowers, ankles held, once or twice a week, building to 3 sets of 8-10 over 6-8 weeks. Add Romanian deadlifts, and sprint at full speed in training every week so matches are never your fastest running. A past strain is the biggest risk: finish rehab fully, warm up before games, and see a physio if it recurs.',
    why: 'Most hamstring strains happen as the muscle lengthens under load in late swing of sprinting; eccentric strength and regular exposure to top speed prepare it for exactly that.',
    suggestions: ['Should I train legs before a game?', 'How do I get quicker for football?'],
  },
  // Source: Silva et al., Acute and residual soccer match-related fatigue, systematic review and meta-analysis (Sports Med 2018); NSCA, Essentials of Strength Training and Conditioning (4th ed.), in-season programming
  {
    id: 'leg-day-before-a-match',
    intent: 'training',
    title: 'Should I train legs before a game?',
    questions: [
      'i play football on thursday should i do legs on wednesday',
      'is it ok to lift legs before a match',
      'when should i train legs if i play 5 a side',
      'how many days between leg day and a match',
      'heavy squats 2 days before my rugby match ok?',
    ],
    keywords: [
      'legs before a game',
      'legs before a match',
      'before a match',
      'before a game',
      'game day legs',
      'before a race',
      'day before a match',
    ],
    answer:
      'Not the day before: keep heavy leg sessions, deadlifts included, at least 48 hours, ideally 72, before a game or race, so with a Thursday match train legs on Monday or Tuesday. The day before, rest or do light upper-body work, so your legs are fresh rather than heavy and sore for sprinting. In season, 1-2 short leg sessions a week of 2-3 heavy sets keep your strength. Training legs the day after a game works too, once the soreness has eased.',
    why: 'Heavy leg training leaves muscle damage and fatigue that lower sprint and jump performance for 48-72 hours, the same time course as match recovery.',
    suggestions: ['How do I get quicker for football?', 'Can I get match fit fast?'],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016): skill practice and bodyweight progressions
  {
    id: 'handstand-balance',
    intent: 'training',
    title: 'How do I hold a freestanding handstand?',
    questions: [
      'i kick up fine but fall out of my handstand after 2 seconds',
      'how do i balance a freestanding handstand',
      'how often should i practise handstands',
      'can i do handstands every day on top of my program',
      'stuck on handstands for months',
    ],
    keywords: [
      'handstand',
      'handstands',
      'freestanding',
      'free standing',
      'kick up',
      'wall walk',
      'chest to wall',
      'handstand hold',
    ],
    answer:
      'Balance in a handstand comes from your fingers: spread them wide, press the fingertips into the floor as you tip over and the heels of your hands as you fall back. Hold a tight, straight hollow line with ribs in and look between your hands. Practise little and often, 10-15 minutes on most days, fresh, with many short kick-ups, plus chest-to-wall holds of 30-60 seconds and toe pulls off the wall. Daily practice is fine if your wrists feel good; warm them up first.',
    why: 'A handstand is a balance skill: the small corrections come from finger and wrist pressure, and skills improve with frequent short practice more than with long, tiring sessions.',
    suggestions: [
      'How do I get an L-sit?',
      'How do I learn a muscle-up?',
      'What is grease the groove?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016): progression of bodyweight exercises
  {
    id: 'l-sit-progression',
    intent: 'training',
    title: 'How do I get a straight-leg L-sit?',
    questions: [
      'my legs wont stay straight in an l sit',
      'how do i get an l sit',
      'l sit knees keep bending',
      'is my l sit weak abs or tight hamstrings',
      'tuck l sit progression',
    ],
    keywords: [
      'l sit',
      'l-sit',
      'lsit',
      'l sits',
      'tuck sit',
      'tuck l-sit',
      'v sit',
      'compression',
      'parallettes',
    ],
    answer:
      'Knees that bend in an L-sit usually mean the hip flexors and abs are not yet strong enough to hold the legs up, often with tight hamstrings too. Build it in steps: tuck L-sit holds, then one leg straight at a time, then both, on parallettes or two sturdy chairs, 5-6 sets of 10-20 seconds. Train compression with seated straight-leg lifts (hands beside your knees) and stretch the hamstrings with pike stretches. Push your shoulders down hard with arms locked. Expect weeks of practice.',
    why: 'Holding straight legs at hip height needs strong hip flexors working at their shortest, plus enough hamstring length that the legs do not pull back down.',
    suggestions: [
      'How do I hold a handstand?',
      'How do I learn a muscle-up?',
      'Best core exercises?',
    ],
  },
];
