import type { KnowledgeTopic } from './knowledge-topic';

/** Wellbeing: sleep habits, relaxation and recovery aids, burnout and shift work, and the mindset side of training. */
export const wellbeingTopics: readonly KnowledgeTopic[] = [
  // Source: NHS, Help for suicidal thoughts (2024); WHO, Preventing suicide: a resource for media
  // and others (2023); Samaritans (UK 116 123) and 988 Suicide & Crisis Lifeline (US).
  {
    id: 'crisis-support',
    intent: 'health',
    title: 'I feel hopeless and do not see the point of anything',
    questions: [
      'i dont see the point of anything anymore',
      'i feel like ending it all',
      'having thoughts of self harm',
      'i dont want to be here anymore',
    ],
    keywords: ['hopeless', 'suicidal', 'self harm', 'end it all', 'no point living'],
    answer:
      'I am really sorry you are feeling this way, and I am glad you said it. You do not have to carry it alone: please talk to someone today, your doctor or a crisis line (UK and Ireland Samaritans 116 123, US call or text 988, or your local helpline). If you might act on thoughts of harming yourself, call emergency services (999, 911 or 112) now. Training can wait; reaching out comes first.',
    why: 'Feelings this heavy are a health problem that help can ease, like any other; talking to a trained person is the safest and quickest first step.',
    suggestions: ['Can exercise help with low mood?', 'How do I start small?'],
  },
  // Source: Stutz, Eiholzer & Spengler, Effects of Evening Exercise on Sleep in Healthy Participants: A Systematic Review and Meta-Analysis, Sports Med (2019)
  {
    id: 'evening-workout-sleep',
    intent: 'recovery',
    title: 'Does working out at night ruin my sleep?',
    questions: [
      'cant sleep after gym',
      'does working out at night mess up sleep',
      'wired after evening workout',
      'does lifting at 9pm keep you awake',
      'cant sleep after a night workout',
      'evening gym insomnia',
    ],
    keywords: [
      'night workout',
      'late workout',
      'evening exercise',
      'night gym',
      'wired',
      'cant sleep',
      'workout before bed',
      'exercise before bed',
    ],
    answer:
      'Usually not: evening exercise does not harm sleep for most people and can even deepen it. The exceptions are very hard sessions that end less than an hour before bed, and late caffeine or pre-workout. Finish hard training at least 1-2 hours before bed, have no caffeine within 8 hours of sleep, cool down with 5-10 minutes of easy movement, then take a warm shower and dim the lights. If you sleep badly, morning or afternoon exercise, outdoors in daylight, suits best.',
    why: 'Vigorous exercise raises heart rate, body temperature and adrenaline for a while; they settle within about an hour, so only very late intense sessions tend to delay sleep.',
    suggestions: [
      'Is caffeine ruining my sleep?',
      'How many hours of sleep do I need?',
      'Is morning or evening training better?',
    ],
  },
  // Source: Chang et al., Evening use of light-emitting eReaders negatively affects sleep, circadian timing, and next-morning alertness, PNAS (2015); Hale & Guan, Screen time and sleep among school-aged children and adolescents: a systematic literature review, Sleep Med Rev (2015)
  {
    id: 'screen-time-sleep',
    intent: 'recovery',
    title: 'Do screens before bed hurt my sleep?',
    questions: [
      'does my phone before bed affect sleep',
      'scrolling tiktok in bed cant sleep',
      'blue light and sleep',
      'screen time before bed bad?',
      'should i use night mode',
      'doomscrolling till 2am',
    ],
    keywords: [
      'screen time',
      'screens',
      'phone in bed',
      'blue light',
      'scrolling',
      'doomscrolling',
      'night mode',
    ],
    answer:
      'Yes, mostly by keeping you up later and your brain alert, and less from the light itself. Put screens away 30-60 minutes before bed, charge your phone outside the bedroom or across the room, and swap scrolling for reading, stretching or a podcast with the screen off. Night mode and lower brightness help a little. Set a wind-down alarm so you still get 7-9 hours of sleep.',
    why: 'Bright screens late at night can delay melatonin and your body clock, and engaging content keeps your mind aroused, pushing back the time you fall asleep.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Does working out at night ruin my sleep?',
      'How do I relax and switch off?',
    ],
  },
  // Source: Drake et al., Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed, J Clin Sleep Med (2013)
  {
    id: 'caffeine-and-sleep',
    intent: 'recovery',
    title: 'Is caffeine ruining my sleep?',
    questions: [
      'does coffee affect my sleep',
      'afternoon coffee keeping me up',
      'when should i stop drinking caffeine',
      'took pre workout at 6pm now cant sleep',
      'caffeine cut off time',
      'how long does caffeine last',
    ],
    keywords: [
      'caffeine and sleep',
      'caffeine cutoff',
      'afternoon coffee',
      'caffeine half-life',
      'decaf',
      'coffee sleep',
    ],
    answer:
      'It may be, even if you fall asleep fine. Caffeine has a half-life of about 5 hours, so half of a 3 pm coffee is still in you at 8 pm. In one study, 400 mg taken 6 hours before bed cut sleep by over an hour. Stop caffeine at least 8 hours before bed, around 2 pm for a 10 pm bedtime, and switch late pre-workouts to stimulant-free ones or decaf.',
    why: 'Caffeine blocks adenosine, the chemical that builds sleep pressure during the day, which makes sleep lighter and shorter even when you do not notice it.',
    suggestions: [
      'Is caffeine good before training?',
      'How many hours of sleep do I need?',
      'Are pre-workout supplements worth it?',
    ],
  },
  // Source: Juliff, Halson & Peiffer, Understanding sleep disturbance in athletes prior to important competitions, J Sci Med Sport (2015); Fullagar et al., Sleep and athletic performance, Sports Med (2015)
  {
    id: 'sleep-before-competition',
    intent: 'recovery',
    title: "I can't sleep before a big race or game",
    questions: [
      'cant sleep the night before a race',
      'nervous cant sleep before competition',
      'bad sleep before my powerlifting meet',
      'will one bad night ruin my race',
      'slept 4 hours before my game',
      'pre race insomnia',
    ],
    keywords: [
      'race nerves',
      'competition nerves',
      'competition',
      'meet',
      'game day',
      'big day',
      'insomnia before race',
    ],
    answer:
      'Relax: one poor night before an event usually has only a small effect on performance, and adrenaline carries you on the day. Most athletes sleep worse before competitions. Bank good sleep over the week before with 7-9 hours a night, keep your normal routine that evening, lay out your kit early and write down any worries. If you cannot sleep, rest quietly in the dark rather than checking the clock.',
    why: 'A single short night mainly affects mood and focus rather than strength or short efforts, while sleep over several nights matters much more.',
    suggestions: [
      'Hype me up before a hard session',
      'How do I relax and switch off?',
      'How many hours of sleep do I need?',
    ],
  },
  // Source: Laukkanen et al., Association between sauna bathing and fatal cardiovascular and all-cause mortality events, JAMA Intern Med (2015)
  {
    id: 'sauna',
    intent: 'recovery',
    title: 'Is the sauna good for recovery?',
    questions: [
      'is sauna good after a workout',
      'sauna benefits',
      'how long should i sit in the sauna',
      'sauna after gym good or bad',
      'does the sauna burn fat',
      'steam room after lifting',
      'is the sauna good after training',
    ],
    keywords: [
      'sauna',
      'steam room',
      'heat therapy',
      'infrared sauna',
      'sauna bathing',
      'sweating it out',
    ],
    answer:
      'Yes, a sauna is a safe, relaxing recovery tool for most healthy people, and regular use is linked to better heart health. Sit for 10-20 minutes at about 80-90 degrees C, 2-4 times a week, and drink at least 500 ml of water afterwards. Weight lost in the sauna is water, not fat. Avoid it after alcohol or when unwell, and ask a doctor first if you have heart problems, low blood pressure or are pregnant.',
    why: 'Heat widens blood vessels, relaxes muscles and gives the heart a light workout; frequent sauna users have lower cardiovascular risk, though those studies are observational.',
    suggestions: [
      'Are ice baths good for recovery?',
      'Do hot baths or Epsom salts help?',
      'Is massage good for recovery?',
    ],
  },
  // Source: Brown et al., Compression Garments and Recovery from Exercise: A Meta-Analysis, Sports Med (2017)
  {
    id: 'compression-gear',
    intent: 'recovery',
    title: 'Does compression clothing help recovery?',
    questions: [
      'do compression socks help recovery',
      'compression leggings after the gym',
      'are compression tights worth it',
      'compression sleeves for running',
      'should i sleep in compression gear',
      'are recovery boots worth it',
    ],
    keywords: [
      'compression',
      'compression socks',
      'compression tights',
      'compression garments',
      'compression sleeves',
      'recovery boots',
    ],
    answer:
      'Slightly. Wearing compression garments for several hours, or overnight, after hard training can modestly reduce soreness and speed strength recovery over the next 1-2 days. The effect is small, so they are a nice extra, not a priority over sleep and food. Choose well-fitting garments with graduated pressure; compression socks on long flights also help circulation. If you have diabetes or poor circulation, ask a doctor first.',
    why: 'Compression may limit swelling and muscle movement after damaging exercise, helping fluid drain from tired muscles.',
    suggestions: [
      'Is massage good for recovery?',
      'How do I reduce muscle soreness?',
      'Is the sauna good for recovery?',
    ],
  },
  // Source: Haghayegh et al., Before-bedtime passive body heating by warm shower or bath to improve sleep: a systematic review and meta-analysis, Sleep Med Rev (2019); Gröber, Werner, Vormann & Kisters, Myth or Reality-Transdermal Magnesium?, Nutrients (2017)
  {
    id: 'hot-bath-epsom-salt',
    intent: 'recovery',
    title: 'Do hot baths or Epsom salts help?',
    questions: [
      'do epsom salt baths work',
      'hot bath after a workout',
      'epsom salt for sore muscles',
      'bath before bed for sleep',
      'magnesium bath recovery',
      'hot tub after gym',
    ],
    keywords: ['epsom salt', 'hot bath', 'warm bath', 'epsom', 'magnesium', 'hot tub', 'bath'],
    answer:
      'A warm bath helps you relax and can improve sleep, but the Epsom salt probably adds nothing, since there is little evidence magnesium gets through your skin. For sleep, take a 10-20 minute bath or shower at about 40-42 degrees C, 1-2 hours before bed. For sore muscles, warmth eases stiffness and feels good. Skip hot baths on a fresh injury, and keep them short if you have heart or blood pressure problems.',
    why: 'Warming up and then cooling down afterwards mimics the natural drop in body temperature that signals sleep, while magnesium absorption through skin remains unproven.',
    suggestions: [
      'Is the sauna good for recovery?',
      'How many hours of sleep do I need?',
      'How do I reduce muscle soreness?',
    ],
  },
  // Source: Zaccaro et al., How Breath-Control Can Change Your Life: A Systematic Review on Psycho-Physiological Correlates of Slow Breathing, Front Hum Neurosci (2018); Balban et al., Brief structured respiration practices enhance mood and reduce physiological arousal, Cell Rep Med (2023)
  {
    id: 'breathing-relaxation',
    intent: 'recovery',
    title: 'How do I relax and switch off?',
    questions: [
      'breathing exercises to relax',
      'how to calm down after a workout',
      'cant switch off at night',
      'box breathing how to',
      'how to destress quickly',
      'wired and anxious how do i relax',
    ],
    keywords: [
      'breathing',
      'breathwork',
      'box breathing',
      'relax',
      'calm down',
      'switch off',
      'cyclic sighing',
      'meditate',
      'meditation',
      'mindfulness',
    ],
    answer:
      'Slow breathing is one of the quickest ways to calm down. Try 5 minutes at about 6 breaths a minute: breathe in through your nose for 4-5 seconds, then out slowly for 5-6 seconds. Cyclic sighing also works well: two short inhales through the nose, then a long exhale through the mouth. Use it after training, in stressful moments or in bed, and pair it with a short walk outside when you can.',
    why: 'Long, slow exhales activate the vagus nerve and the rest-and-digest system, lowering heart rate and arousal within minutes.',
    suggestions: [
      'Does stress affect my gains?',
      'How many hours of sleep do I need?',
      'Does exercise help anxiety and depression?',
    ],
  },
  // Source: WHO, Burn-out an "occupational phenomenon": International Classification of Diseases, ICD-11 (2019); Ochentel, Humphrey & Pfeifer, Efficacy of Exercise Therapy in Persons with Burnout: A Systematic Review and Meta-Analysis, J Sports Sci Med (2018)
  {
    id: 'work-burnout',
    intent: 'health',
    title: 'Should I exercise when I am burnt out?',
    questions: [
      'im burnt out from work',
      'exhausted from work should i still exercise',
      'burnout and exercise',
      'totally burnt out and overwhelmed',
      'too drained to go to the gym',
      'job stress is killing me',
    ],
    keywords: [
      'job burnout',
      'overwhelmed',
      'drained',
      'job stress',
      'mentally exhausted',
      'emotional exhaustion',
    ],
    answer:
      'Keep moving, but make it gentle and short rather than hard: take an easy week with lighter weights and fewer sets, or 20-30 minutes of walking, easy cycling or yoga 3-4 times a week, ideally outdoors or with a friend, and drop anything that feels like another chore. Protect 7-9 hours of sleep and regular meals. If exhaustion, hopelessness or poor sleep last more than 2 weeks, see your doctor or a mental health professional.',
    why: 'Moderate exercise lowers stress hormones and improves mood and sleep, while very hard training adds to the load your body is already struggling with.',
    suggestions: [
      'Does stress affect my gains?',
      'How do I relax and switch off?',
      'Am I overtraining?',
    ],
  },
  // Source: NIOSH, Training for Nurses on Shift Work and Long Work Hours, CDC publication 2015-115 (2015)
  {
    id: 'shift-work',
    intent: 'training',
    title: 'How do I train and sleep on shift work?',
    questions: [
      'training on night shifts',
      'when to work out on night shift',
      'shift work and gym',
      'cant sleep after a night shift',
      'nurse 12 hour shifts workout routine',
      'rotating shifts how to stay fit',
      'i work nights, when am i meant to train and sleep',
      'should i lift before or after my night shift',
    ],
    keywords: [
      'shift work',
      'night shift',
      'shifts',
      'shift worker',
      '12 hour shift',
      'rotating shifts',
      'nurse',
    ],
    answer:
      'Anchor training to your sleep, not the clock. Train after your main sleep and before a shift, or on days off; 2-3 full-body sessions of 30-45 minutes a week is plenty, and on long shift days even 10-20 minutes counts. After night shifts, wear sunglasses home and sleep in a dark, cool room with earplugs, aiming for 7-9 hours in total, plus a 20-30 minute nap before work if needed. Avoid caffeine in the last few hours of your shift.',
    why: 'Shift work disrupts your body clock and makes sleep shorter and lighter, so guarding sleep matters more than training at any particular time.',
    suggestions: [
      'Are naps good for recovery?',
      'What can I do in only 20 minutes?',
      'Is caffeine ruining my sleep?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); Ekelund et al., Does physical activity attenuate, or even eliminate, the detrimental association of sitting time with mortality?, Lancet (2016)
  {
    id: 'sitting-all-day',
    intent: 'health',
    title: 'Is sitting all day bad if I work out?',
    questions: [
      'is sitting all day bad even if i exercise',
      'desk job health risks',
      'i sit 10 hours a day',
      'sedentary job is my workout enough?',
      'how often should i get up from my desk',
      'is sitting the new smoking',
      'how do i stay active working from home',
    ],
    keywords: [
      'sitting',
      'sedentary',
      'office job',
      'standing desk',
      'sitting time',
      'movement breaks',
      'working from home',
      'wfh',
    ],
    answer:
      'Long sitting still carries some risk, but being active offsets much of it. About 60-75 minutes of moderate activity a day, such as brisk walking, appears to largely cancel the extra risk of 8 or more hours of sitting. Also break up sitting every 30-60 minutes with 2-3 minutes of walking or stairs, take calls standing and walk at lunch. Any movement that replaces sitting helps.',
    why: 'Long unbroken sitting reduces muscle activity and worsens blood sugar and blood fat control, while regular movement keeps those systems working.',
    suggestions: [
      'How many steps a day should I walk?',
      'Give me a simple mobility routine',
      'I have no time to work out',
    ],
  },
  // Source: Northey et al., Exercise interventions for cognitive function in adults older than 50: a systematic review with meta-analysis, Br J Sports Med (2018); WHO Guidelines, Risk reduction of cognitive decline and dementia (2019)
  {
    id: 'exercise-and-brain-health',
    intent: 'health',
    title: 'Can exercise help my memory and lower dementia risk?',
    questions: [
      'can exercise help with memory and dementia',
      'does working out help your brain',
      'exercise to prevent alzheimers',
      'brain fog and memory can exercise help',
    ],
    keywords: [
      'dementia',
      'alzheimers',
      'memory',
      'cognitive decline',
      'brain health',
      'cognition',
    ],
    answer:
      'Yes, regular exercise is one of the best-supported ways to protect memory and thinking, and physically active people have a lower risk of dementia. Aim for 150 minutes a week of moderate activity such as brisk walking, plus strength training 2 days a week; sessions of 45-60 minutes of moderate effort help most in studies. Tai chi, dancing and sports with learning add extra challenge. Good sleep and treating blood pressure matter too.',
    why: 'Exercise increases blood flow and growth factors in the brain and lowers blood pressure and diabetes risk, the main drivers of vascular damage to the brain.',
    suggestions: [
      'Can exercise help my mental health?',
      'Is it too late to start lifting?',
      'How do I improve my balance?',
    ],
  },
  // Source: Lally et al., How are habits formed: Modelling habit formation in the real world, Eur J Soc Psychol (2010); Gollwitzer & Sheeran, Implementation intentions and goal achievement: a meta-analysis, Adv Exp Soc Psychol (2006)
  {
    id: 'morning-evening-motivation',
    intent: 'motivation',
    title: 'How do I get motivated to train before or after work?',
    questions: [
      'how to wake up early to work out',
      'cant get motivated to work out after work',
      'how to become a morning gym person',
      'too tired after work to train',
      'i keep hitting snooze instead of going to the gym',
      'morning or evening workouts easier to stick to',
      'long commute and im wiped out by the evening, when do people train',
    ],
    keywords: [
      'wake up early',
      'after work',
      'too tired after work',
      'knackered',
      'commute',
      'snooze',
      'morning person',
      'early alarm',
      '5am',
      'before work',
    ],
    answer:
      'Pick the time you can protect most days and schedule it; consistency beats the ideal hour. For mornings, move your bedtime earlier by 15-30 minutes at a time, sleep in or lay out your kit, put the alarm across the room and keep the first sessions short. After work, go straight to the gym without stopping at home, pack your bag the night before and eat a snack around 4 pm so you are not running on empty.',
    why: 'A fixed time and place turns training into a cue-driven habit, so it needs less willpower each day.',
    suggestions: [
      'Is morning or evening training better?',
      'Build a habit that sticks',
      'Should I eat before a morning workout?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); Fiatarone et al., High-intensity strength training in nonagenarians, JAMA (1990)
  {
    id: 'too-late-to-start',
    intent: 'motivation',
    title: 'Is it too late for me to get fit?',
    questions: [
      'is it too late to get in shape at 45',
      'starting the gym at 50 and feel embarrassed',
      'never exercised in my life is it too late',
      'too old and unfit to start',
      'late starter fitness',
      'can you get fit in your 40s',
    ],
    keywords: [
      'too late',
      'never too late',
      'late starter',
      'start at 40',
      'start at 50',
      'out of shape',
      'never exercised',
      'too old',
      'feel old',
      'my age',
    ],
    answer:
      'No, it is never too late. People who start strength training in their 60s, 70s and even 90s gain strength within weeks. Begin with 2 sessions a week of simple strength exercises, like sit-to-stands, wall push-ups and rows, plus daily walks, and build slowly. Everyone in the gym started as a beginner, and most people respect someone getting started. If you have a health condition, check with your doctor first.',
    why: 'Muscles, heart and bones keep adapting to training at any age, and the less active you are now, the bigger the benefit from starting.',
    suggestions: [
      'I am a beginner. Where do I start?',
      'Is weightlifting safe after 60?',
      'I feel anxious at the gym',
    ],
  },
  // Source: Bruusgaard et al., Myonuclei acquired by overload exercise precede hypertrophy and are not lost on detraining, PNAS (2010); Staron et al., Strength and skeletal muscle adaptations in heavy-resistance-trained women after detraining and retraining, J Appl Physiol (1991)
  {
    id: 'restart-after-long-break',
    intent: 'motivation',
    title: 'Starting again after months or years off',
    questions: [
      'getting back into the gym after years off',
      'havent trained in 2 years',
      'starting over after a long break',
      'how to start working out again after a year',
      'lost all my gains',
      'does muscle memory exist',
      'back from holiday, straight back to my usual lifts?',
    ],
    keywords: [
      'long break',
      'years off',
      'starting over',
      'muscle memory',
      'lost gains',
      'comeback',
      'start again',
      'old prs',
      'starting over again',
      'old self',
      'weaker than before',
    ],
    answer:
      'Welcome back; you will regain fitness faster than you first built it, thanks to muscle memory. After only a few weeks off, pick up where you left off, slightly lighter. After months off, for the first 2-4 weeks schedule 2-3 short sessions a week with about half your old weights and sets, stopping 3-4 reps short of failure, then add weight steadily. Judge yourself against week one, not your old bests; strength comes back surprisingly quickly.',
    why: 'Muscle fibres keep the extra nuclei gained from past training and your nervous system remembers the movements, so regaining is quicker than gaining.',
    suggestions: [
      'I missed a week. Now what?',
      'How do I reduce muscle soreness?',
      'How do I stay consistent?',
    ],
  },
  // Source: Mujika & Padilla, Detraining: loss of training-induced physiological and anatomical adaptations, Sports Med (2000); McMaster et al., The development, retention and decay rates of strength and power in elite rugby union, rugby league and American football, Sports Med (2013)
  {
    id: 'detraining',
    intent: 'training',
    title: 'What happens if I stop training for a while?',
    questions: [
      'what happens to my muscles if i stop working out',
      'how long until i lose muscle if i stop lifting',
      'will i lose my gains in 2 weeks off',
      'how fast do you lose fitness',
      'does taking a month off ruin progress',
      'if i stop lifting will my muscle turn into fat',
    ],
    keywords: [
      'detraining',
      'stop training',
      'stop lifting',
      'stopped working out',
      'time off',
      'weeks off',
      'break from the gym',
      'all inclusive',
      'no gym for',
      'how much strength',
      'lose strength',
    ],
    answer:
      'Very little: a week or two off will not cost you real strength, since strength and muscle hold almost steady for the first 2-3 weeks, and muscle never turns into fat; they are different tissues. Endurance fades first, noticeably after 2-4 weeks. After a month or more you lose some strength and size, but it comes back much faster than it took to build, usually within a few weeks of training again. To keep most of it through a break, one or two short, hard sessions a week are enough.',
    why: 'Muscle keeps the extra nuclei it gained and your nervous system remembers the movements, so lost size and strength return quickly, while heart and blood-volume adaptations for endurance reverse sooner.',
    suggestions: [
      'Starting again after months or years off',
      'I missed a week. Now what?',
      'How often should I train?',
    ],
  },
  // Source: American Board of Cosmetic Surgery statement on waist trainers (2019); Cheung et al., review of compression garments, Sports Med (2003)
  {
    id: 'waist-trainers-sweat-suits',
    intent: 'health',
    title: 'Do waist trainers or sweat suits work?',
    questions: [
      'do waist trainers work',
      'will a waist trainer give me a smaller waist',
      'do sauna suits help you lose weight',
      'should i wear a sweat belt when i work out',
      'do slimming belts burn belly fat',
    ],
    keywords: [
      'waist trainer',
      'waist trainers',
      'corset',
      'sweat belt',
      'sauna suit',
      'sweat suit',
      'slimming belt',
      'waist cincher',
    ],
    answer:
      'No: waist trainers, sweat belts and sauna suits do not burn fat. Any smaller waist or lower weight is water lost through sweat or squeezed tissue, and it comes back as soon as you drink or take it off. Worn tight they can restrict breathing and digestion, and in workouts they raise the risk of overheating. A slimmer waist comes from a calorie deficit, strength training and patience.',
    why: 'Fat is only lost when you use more energy than you eat; compressing or heating the belly changes water and shape for a few hours, not fat.',
    suggestions: [
      'How do I lose belly fat?',
      'Does sweating more mean I burn more fat?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: Kwasnicka et al., Theoretical explanations for maintenance of behaviour change: a systematic review of behaviour theories, Health Psychol Rev (2016)
  {
    id: 'bad-workout-setback',
    intent: 'motivation',
    title: 'I had a bad workout or a setback',
    questions: [
      'had a terrible workout today',
      'lost motivation after a setback',
      'my lifts went down today',
      'feel like giving up after a bad week',
      'failed my pr attempt',
      'gained weight back and want to quit',
    ],
    keywords: [
      'setback',
      'terrible workout',
      'awful session',
      'rough session',
      'failed lift',
      'discouraged',
      'off day',
      'missed a lift',
      'failed a lift',
      'cried',
      'bad day',
    ],
    answer:
      'A bad session, a missed lift or even tears after one is normal and happens to everyone; even elite athletes have off days, and performance naturally rises and falls with sleep, stress and food. Log it, note any likely cause, and keep your next planned session. Judge progress over the last 2-3 months, not one day. If several sessions in a row go badly, take an easier week and check your sleep and eating before changing the plan.',
    why: 'Progress is a trend with ups and downs, not a straight line, and people who treat a lapse as a blip rather than a failure are far more likely to keep going.',
    suggestions: [
      'All or nothing mindset',
      'Why have my lifts stopped going up?',
      'Hype me up before a hard session',
    ],
  },
  // Source: Hatzigeorgiadis et al., Self-Talk and Sports Performance: A Meta-Analysis, Perspect Psychol Sci (2011)
  {
    id: 'pep-talk',
    intent: 'motivation',
    title: 'Hype me up before a hard session',
    questions: [
      'give me a pep talk',
      'hype me up',
      'nervous about leg day',
      'need motivation for a hard workout',
      'scared of heavy squats today',
      'pump me up before the gym',
    ],
    keywords: [
      'pep talk',
      'hype',
      'pump me up',
      'psych up',
      'self-talk',
      'hard session',
      'leg day',
    ],
    answer:
      'You have done hard things before, and this session is just the next one. Break it into pieces: warm up, win the first set, then the next. Use short, instructional self-talk like "drive through the floor" or "one more, strong". Nerves mean your body is getting ready to perform. Finish the session and you will feel far better than if you skipped it. Now go get it.',
    why: 'Deliberate positive and instructional self-talk reliably improves performance, and reframing nerves as excitement sharpens focus.',
    suggestions: [
      'I have no motivation today',
      'Does music help workouts?',
      'How should I warm up?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); Gollwitzer & Sheeran, Implementation intentions and goal achievement: a meta-analysis, Adv Exp Soc Psychol (2006)
  {
    id: 'training-with-kids',
    intent: 'motivation',
    title: 'How do I fit training in with kids?',
    questions: [
      'how to work out with kids around',
      'busy mum no time to exercise',
      'dad bod no time for the gym',
      'exercising with a toddler at home',
      'workout during nap time',
      'cant get to the gym with a baby',
    ],
    keywords: ['kids', 'children', 'mum', 'mom', 'dad', 'toddler', 'baby', 'nap time'],
    answer:
      'Shrink training to fit family life. Do 2-3 home sessions of 20 minutes a week with dumbbells or bands during nap time, early mornings or after bedtime, and count active time with the kids: pram walks, park games and bike rides. Trade childcare slots with a partner or friend, use a gym with a crèche, or let the kids join in. Something small and regular beats nothing.',
    why: 'Short, frequent sessions still give most of the strength and health benefits, and tying them to daily family routines makes them easier to repeat.',
    suggestions: [
      'I have no time to work out',
      'Can I build muscle at home with bodyweight?',
      'Returning to exercise after birth',
    ],
  },
  // Source: Kellmann et al., Recovery and Performance in Sport: Consensus Statement, Int J Sports Physiol Perform (2018); Mujika & Padilla, Detraining: loss of training-induced physiological and anatomical adaptations, Sports Med (2000)
  {
    id: 'rest-day-guilt',
    intent: 'motivation',
    title: 'I feel guilty taking a day off',
    questions: [
      'i feel guilty taking a rest day',
      'scared ill lose progress if i rest',
      'cant stop training every day',
      'rest day anxiety',
      'am i lazy if i take a day off',
      'will i lose gains if i take a day off',
    ],
    keywords: ['guilty', 'guilt', 'rest day guilt', 'lose progress', 'feel lazy', 'lose gains'],
    answer:
      'Rest days are part of the plan, not a break from it: muscles grow and strength builds during recovery. A few days off costs nothing; it takes around 2-3 weeks without training before strength starts to drop noticeably. Plan 1-2 rest days a week, fill them with a walk or mobility if you like moving, and tick them off in your log. If you cannot rest even when injured or ill, talk to a professional.',
    why: 'Adaptation happens when training stress is followed by recovery; skipping recovery leads to fatigue and plateaus rather than faster progress.',
    suggestions: [
      'How many rest days do I need?',
      'What is active recovery?',
      'Am I overtraining?',
    ],
  },
  // Source: NHS, Seasonal affective disorder (SAD) guidance; Gollwitzer & Sheeran, Implementation intentions and goal achievement: a meta-analysis, Adv Exp Soc Psychol (2006)
  {
    id: 'winter-motivation',
    intent: 'motivation',
    title: 'How do I stay motivated in winter?',
    questions: [
      'no motivation in winter',
      'too dark and cold to work out',
      'hard to train when its dark at 5pm',
      'winter blues and exercise',
      'cant get out of bed in winter',
      'staying fit over christmas',
    ],
    keywords: [
      'winter',
      'cold weather',
      'dark evenings',
      'winter blues',
      'seasonal',
      'christmas',
      'rain',
    ],
    answer:
      'Plan for winter rather than relying on willpower. Get daylight early, ideally a 10-20 minute walk outside in the morning, move outdoor runs to lunchtime or indoors, and keep a home backup session for bad weather. Set a goal for spring, like a race or a lift target, and book classes or train with a friend. If low mood returns every winter and lasts for weeks, talk to your doctor about seasonal affective disorder.',
    why: 'Shorter days reduce light exposure, which affects mood, energy and the body clock, and both daylight and exercise help lift that seasonal dip.',
    suggestions: [
      'Should I get a workout buddy?',
      'Should I take a multivitamin or vitamin D?',
      'I have no motivation today',
    ],
  },
  // Source: Terry et al., Effects of music in exercise and sport: A meta-analytic review, Psychol Bull (2020)
  {
    id: 'workout-music',
    intent: 'motivation',
    title: 'Does music help workouts?',
    questions: [
      'does music help you work out',
      'best music for the gym',
      'should i listen to music while lifting',
      'workout playlist tips',
      'podcast or music for cardio',
      'gym music makes me stronger?',
    ],
    keywords: ['music', 'playlist', 'headphones', 'songs', 'podcast', 'workout music', 'bpm'],
    answer:
      'Yes, music reliably makes workouts feel easier and more enjoyable, and can slightly improve performance. Choose songs you love, around 120-140 beats per minute for steady cardio, and save your biggest pump-up track for heavy sets or the last interval. Podcasts and audiobooks suit long easy sessions. Keep the volume at about 60% of maximum or lower, and take an earbud out near traffic or when spotting someone.',
    why: 'Music distracts from fatigue, lifts mood and arousal, and moving in time with the beat can make effort more efficient.',
    suggestions: [
      'Workouts feel boring',
      'Hype me up before a hard session',
      'I have no motivation today',
    ],
  },
  // Source: Wing & Jeffery, Benefits of recruiting participants with friends and increasing social support for weight loss and maintenance, J Consult Clin Psychol (1999)
  {
    id: 'unsupportive-people',
    intent: 'motivation',
    title: 'My friends or family do not support my goals',
    questions: [
      'my family mocks my diet',
      'partner doesnt support my gym goals',
      'friends pressure me to drink',
      'how to deal with people who sabotage my diet',
      'my mates make fun of me for going to the gym',
      'no support at home for healthy eating',
    ],
    keywords: [
      'unsupportive',
      'family',
      'partner',
      'peer pressure',
      'sabotage',
      'mocking',
      'mates',
    ],
    answer:
      'Explain briefly why it matters to you and ask for one specific thing, like not bringing sweets home or coming for a walk together. Have a polite, repeatable answer ready, such as "I am good, thanks". Eat before social events and decide on drinks in advance. Find support elsewhere too, through a class, an online group or a training friend. Most people come round once they see you stick with it.',
    why: 'Social support strongly predicts whether people keep new health habits, so adding supportive people matters as much as managing unsupportive ones.',
    suggestions: [
      'Should I get a workout buddy?',
      'Does alcohol stop fat loss?',
      'How do I stay consistent?',
    ],
  },
  // Source: Warden, Prophylactic use of NSAIDs by athletes: a risk/benefit assessment, Phys Sportsmed (2010); Schoenfeld, The effects of NSAIDs on muscle growth, J Strength Cond Res (2012)
  {
    id: 'painkillers-before-training',
    intent: 'health',
    title: 'Should I take painkillers before training?',
    questions: [
      'does taking ibuprofen before the gym help',
      'painkillers before a workout',
      'can i take paracetamol and train',
      'nsaids for sore muscles after lifting',
      'is it ok to workout on advil',
    ],
    keywords: [
      'ibuprofen',
      'painkillers',
      'paracetamol',
      'nsaid',
      'advil',
      'aspirin',
      'pain relief',
    ],
    answer:
      'No, do not take painkillers just to get through training. Ibuprofen before exercise does not improve performance, can mask pain that is warning you about an injury, and raises the risk of stomach and kidney problems, especially when you are dehydrated. Regular high doses may also blunt muscle growth. If you need painkillers to train, rest the area and ask your doctor or pharmacist, and take any prescribed medicine as directed.',
    why: 'Pain is a signal that protects an injured area, and anti-inflammatories reduce blood flow to the kidneys during hard exercise, so taking them to train hides problems and adds risk for little gain.',
    suggestions: [
      'Is this sharp pain or dull pain?',
      'How do I reduce muscle soreness?',
      'When should I see a physio?',
    ],
  },
  // Source: Kredlow et al., The effects of physical activity on sleep: a meta-analytic review, J
  // Behav Med (2015); Yang et al., Exercise training improves sleep quality in middle-aged and
  // older adults with sleep problems: a systematic review, J Physiother (2012); NICE CKS Insomnia
  {
    id: 'exercise-for-better-sleep',
    intent: 'recovery',
    title: 'Will exercise help me sleep better?',
    questions: [
      'will exercise help me sleep',
      'does working out improve sleep',
      'i keep waking up in the night would exercise help',
      'wake at 3am and cant get back to sleep',
      'can exercise help insomnia',
      'sleeping badly since i retired will walking help',
    ],
    keywords: [
      'sleep better',
      'waking in the night',
      'waking at night',
      'wake up at night',
      'insomnia',
      'cant get back to sleep',
      'broken sleep',
    ],
    answer:
      'Yes: regular exercise helps you fall asleep faster and sleep more deeply, and in older adults with poor sleep, 3-4 moderate sessions a week improved sleep within a few months. Train in the morning or afternoon, outdoors if you can, as daylight sets your body clock, and keep hard sessions 2-3 hours from bed. Keep the same wake time daily, skip long naps and late caffeine or alcohol, and if awake 20 minutes, get up until sleepy. If it lasts over 3 months, ask your doctor about CBT for insomnia.',
    why: "Exercise builds the body's drive to sleep and lowers stress and anxiety, and daytime light and activity strengthen the body clock that keeps sleep unbroken through the early morning.",
    suggestions: [
      'How many hours of sleep do I need?',
      'Does working out in the evening ruin sleep?',
      'Are naps good for recovery?',
    ],
  },
  // Source: Edinger et al., Behavioral and psychological treatments for chronic insomnia disorder in adults: an AASM clinical practice guideline, J Clin Sleep Med (2021)
  {
    id: 'racing-mind-at-bedtime',
    intent: 'recovery',
    title: 'My mind races at bedtime: how do I switch off?',
    questions: [
      'my brain wont shut up at bedtime',
      'cant switch off at night',
      'racing thoughts when i try to sleep',
      'lie awake overthinking',
      'how do i fall asleep faster',
    ],
    keywords: [
      'racing thoughts',
      'mind racing',
      'switch off',
      'overthinking',
      'fall asleep',
      'lie awake',
      'insomnia',
    ],
    answer:
      "Give your mind a wind-down routine: 30-60 minutes before bed, dim the lights, put screens away and write tomorrow's to-do list or your worries on paper. Keep the same bedtime and wake time every day, no caffeine after early afternoon, and if you are still awake after about 20 minutes, get up and read somewhere dim until sleepy. Until you sleep better, an evening session can replace a 7 am one.",
    why: 'Writing thoughts down and a steady routine lower the mental arousal that keeps you awake, and a regular schedule anchors your body clock, which is the core of the behavioural treatment for insomnia.',
    suggestions: ['How many hours of sleep do I need?', 'Should I train after a bad night?'],
  },
  // Source: Klein & Kiat, Detox diets for toxin elimination and weight management: a critical review of the evidence, J Hum Nutr Diet (2015)
  {
    id: 'detox-teas',
    intent: 'nutrition',
    title: 'Do detox teas work?',
    questions: [
      'do detox teas flush toxins out',
      'my friend lost 3kg in a week on a detox tea',
      'are detox drinks worth it',
      'skinny tea for weight loss',
    ],
    keywords: ['detox', 'detox tea', 'skinny tea', 'cleanse', 'flush toxins', 'toxins'],
    answer:
      'No: detox teas do not remove toxins or fat. Your liver and kidneys already do that. The quick kilos come from water and bowel contents, because most of these teas are laxatives or diuretics, and they come back within days; used often they can upset your gut and salts. Real fat loss is a steady calorie deficit of about 0.5-1 kg a week.',
    why: 'No study shows that detox products remove toxins; the weight lost is fluid and stool from their laxative and diuretic ingredients.',
    suggestions: ['How big should my calorie deficit be?', 'Are fat burners worth it?'],
  },
  // Source: Frontera & Ochala, Skeletal muscle: a brief review of structure and function, Calcif Tissue Int (2015)
  {
    id: 'muscle-turns-to-fat',
    intent: 'training',
    title: 'Does muscle turn into fat when you stop training?',
    questions: [
      'did my muscle turn into fat',
      'does muscle turn to fat if you stop lifting',
      'my arms have gone soft did the muscle turn to fat',
      'will my muscle turn to fat',
    ],
    keywords: ['turn into fat', 'turn to fat', 'turns to fat', 'gone soft', 'muscle into fat'],
    answer:
      'No: muscle and fat are different tissues, and one cannot turn into the other. When you stop training, muscle slowly shrinks, and if you eat the same, fat can build up at the same time, which looks like a swap. The good news is that muscle you once built comes back faster: 2-3 strength sessions a week and enough protein firm your arms again within a few months.',
    why: 'Muscle cells and fat cells are separate tissues; people who stop training burn less but often keep eating the same, so losing muscle while gaining fat only looks like a conversion, and muscle memory makes rebuilding quicker.',
    suggestions: ['How do I tone my arms?', 'Is it too late to start?'],
  },
  // Source: Exton et al., Cardiovascular and endocrine alterations after masturbation-induced orgasm in women, Psychosom Med (1999); Jiang et al., A research on the relationship between ejaculation and serum testosterone level in men, J Zhejiang Univ Sci (2003)
  {
    id: 'sex-and-gains',
    intent: 'training',
    title: 'Does sex or masturbation affect my gains?',
    questions: [
      'does masturbation affect gains',
      'does sex the night before hurt performance',
      'is nofap good for muscle growth',
      'does ejaculating lower testosterone',
    ],
    keywords: [
      'masturbation',
      'masturbating',
      'nofap',
      'semen retention',
      'ejaculation',
      'sex before',
    ],
    answer:
      'No, sex and masturbation do not hurt muscle growth or strength. Testosterone changes only briefly and slightly around them, well within the normal daily swings that do not affect gains, and abstaining does not build more muscle. Sex the night before training or competing has no clear effect on performance either, unless it costs you sleep. What moves your gains is progressive training, enough protein and calories, and 7-9 hours of sleep.',
    why: 'Muscle growth depends on training stimulus, nutrition and recovery over months; short hormone blips of a few hours or days are too small to change that.',
    suggestions: [
      'How much sleep do I need?',
      'What is progressive overload?',
      'How much protein do I need a day?',
    ],
  },
  // Source: Robergs, Ghiasvand & Parker, Biochemistry of exercise-induced metabolic acidosis, Am J Physiol Regul Integr Comp Physiol (2004)
  {
    id: 'lactic-acid',
    intent: 'training',
    title: 'Is the burn lactic acid, and does it make me sore?',
    questions: [
      'legs burn on high rep squats is that lactic acid',
      'does lactic acid make you sore',
      'how do i get rid of lactic acid',
      'lactic acid build up',
    ],
    keywords: ['lactic acid', 'lactate', 'burn', 'burning', 'acidity'],
    answer:
      'The burn during hard, high-rep sets comes from acid and other by-products building up while your muscles work fast; lactate itself is a fuel your body clears within an hour of stopping. It does not cause the soreness you feel a day or two later: that is DOMS, from the muscle adapting to new or harder work. Rest 1-2 minutes between sets and the burn fades.',
    why: 'Lactate is made and reused as fuel all the time; the acidity of very hard work causes the burn, while next-day soreness comes from small changes in the trained muscle.',
    suggestions: ['How do I reduce muscle soreness?', 'What rep range builds muscle?'],
  },
  // Source: Porcari et al., Effects of electrical muscle stimulation on body composition, muscle strength, and physical appearance, J Strength Cond Res (2002)
  {
    id: 'ems-belts',
    intent: 'training',
    title: 'Do EMS ab belts work?',
    questions: [
      'ems ab belt worth buying',
      'do electric muscle stimulator belts work',
      'ab belt 30 mins equals 600 situps',
      'electrical muscle stimulation for abs',
    ],
    keywords: ['ems', 'ab belt', 'muscle stimulator', 'electrical stimulation', 'vibration belt'],
    answer:
      'No, not for a flatter stomach: studies of the home belts found no change in weight, body fat or waist, and the strength gains are tiny. The twitching burns almost nothing, so it is not the same as 600 sit-ups. Save the money: a calorie deficit for fat loss and 2-3 core sessions a week (planks, dead bugs, leg raises) do what the advert promises.',
    why: 'Home devices cannot make muscles contract hard enough or long enough to change body fat, which comes off only through an overall calorie deficit.',
    suggestions: ['How do I lose belly fat?', 'Core exercises'],
  },
  // Source: Achten & Jeukendrup, Optimizing fat oxidation through exercise and diet, Nutrition (2004)
  {
    id: 'fat-burning-after-30-minutes',
    intent: 'training',
    title: 'Do I only start burning fat after 30 minutes?',
    questions: [
      'do you only start burning fat after 30 minutes of cardio',
      'is it true fat burning starts after 20 minutes',
      'my walks are only 20 minutes do they burn fat',
      'fat burning zone myth',
    ],
    keywords: [
      'after 30 minutes',
      'after 20 minutes',
      'start burning fat',
      'fat burning zone',
      'burning fat',
    ],
    answer:
      'It is a myth: you burn fat from the first minute, alongside carbohydrate, and the mix shifts only gradually. For fat loss what counts is the total you move over the day and week plus your calorie deficit, so your 20-minute walks count fully towards the 150 minutes a week of moderate activity; two of them do as much as one of 40 minutes. Longer or brisker walks simply burn more.',
    why: 'Fat and carbohydrate are burned together at all times; the share of fat rises slowly with time, but total energy used is what changes body fat.',
    suggestions: ['HIIT or steady cardio for fat loss?', 'How many steps a day should I walk?'],
  },
  // Source: Sherar et al., Adult physical activity and play with children (Int J Behav Nutr Phys Act, 2011); WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'exercise-with-kids',
    intent: 'motivation',
    title: 'How can I exercise with a toddler around?',
    questions: [
      'my toddler climbs on me when i do push ups any exercises she can join in',
      'workouts with kids at home',
      'exercise with my children',
      'how to train with a baby',
      'how do i get my kid into sport',
    ],
    keywords: ['toddler', 'kids', 'children', 'join in', 'play'],
    answer:
      'Make them part of it: squats or glute bridges with your toddler on your lap, push-ups while they sit on your back or count for you, lunges and carries with them on your hip, and chase or dance games for cardio. Keep it short (10-20 minutes) and playful, or train during naps with a plan ready. Active play with kids counts as exercise too.',
    why: 'Children copy what they see, and short playful sessions fit family life better than long ones; any movement that raises your effort adds up.',
    suggestions: ['Give me a 15 minute workout', 'Short on time'],
  },
  // Source: Schoeller, The effect of holiday weight gain on body weight, Physiol Behav (2014)
  {
    id: 'holiday-weight-plan',
    intent: 'nutrition',
    title: 'How do I get through Christmas without gaining?',
    questions: [
      'christmas is 4 weeks away and every year i gain 4kg',
      'how to not gain over the holidays',
      'holiday eating plan',
      'festive season weight gain',
    ],
    keywords: ['christmas', 'festive', 'holiday season', 'new year'],
    answer:
      'Plan for it rather than against it: keep training 2-3 times a week even if shorter, walk every day, pick the meals and treats you really want and enjoy them without grazing in between, keep protein and vegetables at each meal, and alternate alcohol with water. Weigh yourself weekly; aiming to hold your weight, not lose it, is a win.',
    why: 'Most yearly weight gain happens over the holidays and stays; keeping activity and a few eating habits limits the gain to what you choose.',
    suggestions: ['Does alcohol affect fat loss?', 'How do I stay consistent?'],
  },
  // Source: Reilly et al., Coping with jet-lag: a position statement for the European College of Sport Science, Eur J Sport Sci (2007); NHS, Jet lag
  {
    id: 'jet-lag-training',
    intent: 'health',
    title: 'How do I train with jet lag?',
    questions: [
      'how do i train with jet lag',
      'flying across time zones workout',
      'should i work out after a long haul flight',
      'jet lagged can i lift',
      'best way to get over jet lag with exercise',
      'long flight next week, how do i not feel wrecked when i land and keep exercising',
    ],
    keywords: ['jet lag', 'jetlag', 'jet lagged', 'time zone', 'long haul', 'long-haul'],
    answer:
      'Switch to local time straight away: eat, sleep and train on the new schedule. Get outdoor daylight in the morning after flying east, or in the late afternoon after flying west, and a light walk or easy session outside helps reset your body clock. Keep the first 2-3 days easy, save heavy lifting until you sleep normally, drink plenty of water on the flight and avoid late caffeine. Expect about a day to adjust per time zone crossed.',
    why: 'Light is the strongest signal to the body clock, and exercise and meals at local times reinforce it; hard training while the clock is off feels worse and recovers poorly.',
    suggestions: ['Can I train on little sleep?', 'Hotel room workout'],
  },
  // Source: Kassavou, Turner & French, Do interventions to promote walking in groups increase physical activity? A meta-analysis, Int J Behav Nutr Phys Act (2013); Hanson & Jones, Is there evidence that walking groups have health benefits? Br J Sports Med (2015)
  {
    id: 'walking-alone-lonely',
    intent: 'motivation',
    title: 'Exercising on my own feels lonely: what helps?',
    questions: [
      'i used to walk with my friend but now i dont go on my own',
      'walking by myself feels lonely, any ideas',
      'i hate exercising alone, it is so lonely',
      'no one to walk with anymore and i miss it',
      'how do i find people to walk with',
    ],
    keywords: [
      'lonely',
      'loneliness',
      'walking alone',
      'walking by myself',
      'no one to walk with',
      'miss the company',
    ],
    answer:
      'Company is the best fix: exercising with others keeps you going and eases loneliness. Join a walking group (local health walks, Ramblers wellbeing walks, parkrun, which you can walk) or a class at a leisure centre, ask a friend or neighbour to walk once a week, or offer to walk a dog. On solo walks, phone someone or listen to a podcast, audiobook or the radio. If loneliness weighs on your mood, tell your GP, who can point you to local groups.',
    why: 'People keep walking far more reliably in groups, and walking groups bring the social contact that also lifts mood; a fixed time with other people turns a walk into an appointment.',
    suggestions: ['Should I get a workout partner?', 'Can exercise help my mood?'],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); Holtermann et al., The physical activity paradox: six reasons why occupational physical activity does not confer the cardiovascular health benefits that leisure time physical activity does, Br J Sports Med (2018)
  {
    id: 'strength-work-on-busy-feet-days',
    intent: 'training',
    title: 'On my feet for hours: do I still need strength training?',
    questions: [
      'im on my feet all day, do i still need my band exercises',
      'i walk miles at my job, do i still need strength training',
      'do i need my band workout on days i am standing for hours',
      'nurse on my feet for 12 hours, should i still lift on those days',
    ],
    keywords: ['on my feet', 'on your feet', 'standing for hours', 'active job'],
    answer:
      'Yes, keep them, but be flexible about when. Being on your feet all day counts as activity and helps your heart and step count, but standing and walking do not build strength the way your band or weight exercises do, and adults need strength work on 2 or more days a week. If you are tired after a long day, do a shorter session of 2-3 exercises, or move it to a day off or the morning before work. What matters is 2-3 sessions across the week, not which days.',
    why: 'Strength only grows when muscles work against more load than usual, which a day of standing or walking does not provide, and tired sessions are better shortened than skipped for good.',
    suggestions: ['Do gardening and housework count?', 'What can I do in only 20 minutes?'],
  },
  // Source: Cheung, Hume & Maxwell, Delayed onset muscle soreness: treatment strategies and performance factors, Sports Med (2003); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'stiff-after-gardening',
    intent: 'recovery',
    title: 'After a weekend of gardening or DIY: still exercise?',
    questions: [
      'gardening all day and now im stiff, should i still exercise',
      'stiff after a weekend of diy, workout or rest',
      'moved house and stiff all over, train today?',
      'digging the garden wore me out, skip my workout?',
    ],
    keywords: ['after gardening', 'after diy', 'moving house', 'digging the garden'],
    answer:
      'Yes, but make it a lighter day. Stiffness after a weekend of gardening, DIY or moving house is usually your muscles recovering from unaccustomed work, like the soreness after a new workout, and it eases as you move. Start with a 10-minute walk and gentle mobility, then do your exercises with a lighter band or weight, fewer sets, or only the ones that feel fine. Rest if you ache all over. Sharp pain, a swollen joint or back pain spreading down a leg needs your doctor or physiotherapist.',
    why: 'Unfamiliar work causes the same temporary muscle soreness as a new workout, and gentle movement increases blood flow and eases stiffness faster than sitting still.',
    suggestions: ['What is active recovery?', 'Is it pain or just soreness?'],
  },
  // Source: Yao & Rhodes, Parental correlates in child and adolescent physical activity: a meta-analysis, Int J Behav Nutr Phys Act (2015); Mailey et al., Physical activity barriers and facilitators among working mothers and fathers, BMC Public Health (2014)
  {
    id: 'exercise-parent-guilt',
    intent: 'motivation',
    title: 'Is it selfish to exercise when I could be with my kids?',
    questions: [
      'i feel guilty going to the gym instead of being with my kids',
      'is it selfish to go for a run when i could be with my children',
      'mum guilt about working out',
      'feel bad leaving the kids to exercise',
    ],
    keywords: [
      'selfish',
      'mum guilt',
      'mom guilt',
      'parent guilt',
      'dad guilt',
      'leaving the kids',
    ],
    answer:
      'No, it is not selfish: looking after your own health is part of looking after them. Regular exercise lifts your mood and energy and lowers stress, so you come back a calmer, more patient parent, and children of active parents tend to be more active themselves, so you are a role model too. A 30-45 minute walk is a small slice of the week. If the guilt lingers, sometimes take them with you: pram walks, bike rides and park games count, or go while they sleep or are at school.',
    why: 'Children copy what they see at home, and parents who exercise report better mood and patience; a short regular slot costs the family little and gives it back a healthier parent.',
    suggestions: ['How do I fit training in with kids?', 'How can I exercise with a toddler?'],
  },
  // Source: NHS, Grief after bereavement or loss (2022); Mind, Bereavement (2023)
  {
    id: 'exercise-while-grieving',
    intent: 'health',
    title: 'Grieving: should I still exercise?',
    questions: [
      'im grieving and cant face the gym',
      'my mum died and i have no energy to train',
      'since the funeral i have lost all interest in exercise',
      'is it ok to take a break from training after a bereavement',
    ],
    keywords: ['grieving', 'grief', 'bereavement', 'bereaved', 'died', 'funeral', 'passed away'],
    answer:
      'Be gentle with yourself: grief drains energy, sleep and motivation, so it is fine to step back from hard training for a while. Gentle movement helps more than forcing a full session: a daily 10-20 minute walk, ideally outside or with someone, stretching or an easy swim. Return to usual sessions when ready, lighter at first, and keep meals and sleep regular. If you cannot cope day to day, talk to your GP or a bereavement service such as Cruse; in a crisis call Samaritans on 116 123.',
    why: 'Grief affects sleep, appetite and energy much like illness does; light activity, daylight and company ease low mood without adding stress to a body that is already under strain.',
    suggestions: ['Does exercise help my mood?', 'Exercising alone feels lonely'],
  },
  // Source: Castellani et al., ACSM Position Stand: Prevention of cold injuries during exercise,
  // Med Sci Sports Exerc (2006); American Heart Association, Cold weather and cardiovascular
  // disease; Asthma + Lung UK, Exercise and cold air
  {
    id: 'cold-weather-exercise',
    intent: 'health',
    title: 'Is it ok to exercise outside in the cold?',
    questions: [
      'is it ok to exercise outside when its freezing',
      'running in cold weather tips',
      'is cold air bad for my lungs when i sprint',
      'should i still train outside in winter',
      'what should i wear running in the cold',
      'is exercising in the cold bad for blood pressure',
    ],
    keywords: [
      'cold weather',
      'cold air',
      'freezing',
      'frost',
      'icy',
      'winter running',
      'layers',
      'below zero',
    ],
    answer:
      'Yes, with a few precautions. Warm up indoors for 5-10 minutes, dress in layers you can peel off, and cover your head, hands and ears. Cold, dry air can set off asthma: breathe through a scarf, keep your inhaler on you and move hard intervals indoors on freezing days. Cold also raises blood pressure, so with high blood pressure or a heart condition build up gradually and avoid sudden all-out efforts such as sprints or shovelling snow. Watch for ice, and keep drinking water.',
    why: "Cold narrows the blood vessels in the skin, which raises blood pressure and the heart's work, and breathing a lot of cold, dry air irritates the airways.",
    suggestions: [
      'How should I warm up?',
      'Can I exercise with asthma?',
      'Treadmill or outdoor running?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020): every bout of
  // activity counts; UK Chief Medical Officers' Physical Activity Guidelines (2019)
  {
    id: 'active-with-kids',
    intent: 'training',
    title: 'Does being active with my kids or grandkids count?',
    questions: [
      'could i do something with the kids instead of a workout',
      'exercise i can do with my grandkids',
      'does playing with my kids count as exercise',
      'workouts to do with children',
    ],
    keywords: ['kids', 'grandkids', 'grandchildren', 'children', 'play', 'family', 'together'],
    answer:
      'Yes, it counts. Brisk walks to the park, chasing games, kicking a ball about, dancing in the kitchen, swimming or a bike ride all add to your weekly 150 minutes when they leave you a little out of breath. Add some strength too: squat down to their level, carry the bags, or race them to ten press-ups against the worktop. Short bursts spread through the day add up, so on busy family days aim for 10-20 minutes of something together rather than nothing.',
    why: 'Health guidelines count every minute of moderate activity, however it is done and however short the bout.',
    suggestions: [
      'What counts as moderate exercise?',
      'Do several short walks count?',
      'Give me a 10 minute workout',
    ],
  },
];
