import type { KnowledgeTopic } from './knowledge-topic';

// How to use RepWise itself, as the product specification (shared/spec 02 and 03) and the app
// describe it: where things are and what they do. Questions about the app are in the coach's
// domain; these are its answers.
export const appTopics: readonly KnowledgeTopic[] = [
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-logging-measurements',
    intent: 'training',
    title: 'How do I log my weight?',
    questions: [
      'how do i read my progress charts',
      'how do i log my weight',
      'how do i add a measurement',
      'where do i record my body fat',
      'how do i track my measurements',
    ],
    keywords: [
      'add measurement',
      'log weight',
      'record weight',
      'measurements',
      'charts',
      'analytics',
      'graph',
      'progress charts',
    ],
    answer:
      'Open Progress from the menu and press Add Measurement: enter your weight, and body fat, muscle mass or body measurements if you have them, with the date. The Analytics tab charts your last 20 entries, and I use them when you ask about your trend. Weigh yourself at the same time of day, ideally in the morning, once or twice a week.',
    why: 'Measurements taken the same way each time show the real trend through day-to-day water swings.',
    suggestions: ['How am I doing?', 'Why does my weight jump around?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-setting-goals',
    intent: 'training',
    title: 'How do I set a goal in the app?',
    questions: [
      'how do i set a goal',
      'where do i add a goal',
      'how do i create a new goal',
      'can i set a weight goal in the app',
    ],
    keywords: ['set goal', 'add goal', 'new goal', 'goal in the app'],
    answer:
      'Open Progress and press Set Goal: choose the kind of goal, such as weight loss, muscle gain or strength, the target and a date. Your active goals appear in Analytics and on your Profile, with how far along you are, and I can tell you how close you are whenever you ask. A specific target with a date works best; if you are just starting, pair it with a weekly habit you control, such as walking 20 minutes 3 times a week or two short strength sessions.',
    why: 'Written, specific goals with a deadline are followed through more often than vague ones, and tracking them shows progress.',
    suggestions: ['How do I set fitness goals?', 'How close am I to my goal?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-progress-photos',
    intent: 'training',
    title: 'Can I upload progress photos?',
    questions: [
      'can i upload progress photos',
      'where do i add progress pictures',
      'how do i take progress photos',
      'do you store my photos',
      'who can see my progress photos',
      'are my photos private',
    ],
    keywords: [
      'progress photos',
      'photos',
      'pictures',
      'upload photo',
      'gallery',
      'private',
      'privacy',
      'who can see',
    ],
    answer:
      'Open Progress and go to the Photos tab to upload them: they are private to your account, only you can see them, and you can delete any of them from your gallery. For photos you can compare, take front, side and back shots every 2-4 weeks in the same spot, light, clothes and time of day, ideally in the morning.',
    why: 'Photos taken the same way show changes in shape that the scale and the mirror miss.',
    suggestions: ['How do I log my weight?', 'How am I doing?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-coach-settings',
    intent: 'training',
    title: "How do I change the coach's personality?",
    questions: [
      'how do i change your personality',
      'can you be more direct',
      'how do i start a new conversation',
      'how do i change the coaching style',
      'can you be more blunt with me',
      'less cheerleader more tough love',
    ],
    keywords: [
      'personality',
      'blunt',
      'cheerleader',
      'tough love',
      'harsher',
      'softer',
      'coaching style',
      'communication style',
      'new conversation',
      'customize',
      'gentler',
      'harsh',
      'drill sergeant',
      'tone',
      'nicer to me',
    ],
    answer:
      'Press Customize Personality at the top of this chat to choose how I talk, supportive, direct, analytical, humorous or encouraging, and how I motivate you. Press New Conversation to start a fresh chat; I still know your plan and your records either way.',
    why: 'A coaching tone that suits you makes advice easier to take in and act on.',
    suggestions: ['What can you do?', 'What do you know about me?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-retake-assessment',
    intent: 'training',
    title: 'How do I change my assessment answers?',
    questions: [
      'how do i retake the assessment',
      'how do i change my quiz answers',
      'can i redo the onboarding',
      'how do i update my fitness profile',
      'what injuries and conditions do you have on file',
    ],
    keywords: [
      'retake',
      'edit quiz',
      'redo assessment',
      'onboarding quiz',
      'update answers',
      'update my injuries',
      'tell the app',
      'injury is better',
    ],
    answer:
      'On Workout Plan, press Edit Quiz to update your answers; your plan is then generated again from them. To start the assessment from scratch, open Profile and press Retake Onboarding Quiz, then confirm. Update it whenever your goal, equipment, schedule or an injury changes.',
    why: 'The plan is built from the assessment, so it can only follow changes you tell it about.',
    suggestions: ['What do you know about me?', "What's today's workout?"],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-account-settings',
    intent: 'training',
    title: 'Where are my account settings?',
    questions: [
      'can i export my data',
      'how do i change my password',
      'where are my account settings',
      'how do i download my data',
    ],
    keywords: ['export data', 'change password', 'account settings', 'download my data', 'profile'],
    answer:
      'Open Profile from the menu. Change Password asks for your current and new password and signs out your other devices. Export Data downloads everything RepWise holds about you as a JSON file. There you can also edit your personal info and retake the onboarding quiz.',
    why: "Keeping your personal info current keeps the plan's calorie targets and loads right.",
    suggestions: ['What do you know about me?', 'How do I log my weight?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens (each API call is checked
  // against the signed-in user; pose video is analysed in the browser, only reps and scores saved)
  {
    id: 'app-privacy',
    intent: 'training',
    title: 'Is my data private?',
    questions: [
      'is my data private',
      'who can see my data',
      'can other people see my weight',
      'do you sell my data',
      'is my information safe',
      'does the app record my camera video',
      'are my chats private',
    ],
    keywords: [
      'data private',
      'my data',
      'my information',
      'privacy',
      'sell my data',
      'gdpr',
      'other people see',
      'anyone see',
      'video recorded',
      'record my camera',
      'chats private',
    ],
    answer:
      'Your workouts, measurements, goals, photos and chats are private to your account: other users cannot see them, and every request is checked against your sign-in, so only you can read or change your data. In an active workout the camera video is analysed in your browser and never uploaded; only reps and form scores are saved. Export Data in Profile downloads everything RepWise holds about you, and Change Password signs out your other devices.',
    why: 'Training, body and health data are personal, so the app keeps each person to their own records.',
    suggestions: ['What do you know about me?', 'Where are my account settings?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-safety-area',
    intent: 'training',
    title: 'Where is the Safety area?',
    questions: [
      'where is the safety area',
      'where do i see my safety alerts',
      'where is my risk assessment',
      'what is in the safety page',
      'where do i find recovery tips in the app',
    ],
    keywords: [
      'safety area',
      'recovery tips',
      'safety page',
      'risk assessment',
      'alerts',
      'recovery recommendations',
    ],
    answer:
      "Open Safety from the menu. It shows your injury-risk assessment from your tracked squats and deadlifts, any safety alerts, recovery recommendations, a form check and your form history; the bell at the top counts open alerts. Ask me 'what's my injury risk' for a summary here.",
    why: 'Form that slips under fatigue is an early sign of injury risk, so tracked reps are used to warn you before anything hurts.',
    suggestions: ["What's my injury risk?", 'Analyze my form'],
  },
  // Source: RepWise product specification 03 (injury-risk tracker and alerts from tracked squats and
  // deadlifts; no heart-rate or blood-pressure input) and ACSM exercise guidance for hypertension
  {
    id: 'app-safety-alerts-limits',
    intent: 'training',
    title: 'What will RepWise warn me about?',
    questions: [
      'will it warn me if i am doing something unsafe',
      'will repwise warn me about my blood pressure',
      'does repwise track my heart rate',
      'can it tell if i am overdoing it',
      'will it alert me if i push too hard',
      'will it warn me if something i do is harmful',
    ],
    keywords: ['warn me', 'alert me', 'heart rate', 'monitor', 'overdoing it', 'unsafe'],
    answer:
      "The app's safety alerts come from the camera tracking your squats and deadlifts: it warns you about form faults such as a rounding back, and the bell counts open alerts. It cannot measure your blood pressure, heart rate or how you feel, so that part is yours: breathe out as you lift instead of holding your breath, and stop if you feel dizzy, get a headache, chest pain or unusual breathlessness. Ask your doctor what is safe for you.",
    why: 'The camera sees joint positions, not what happens inside the body, so symptoms and how hard it feels are the signals to act on.',
    suggestions: ['Where is the Safety area?', 'Is exercise safe with high blood pressure?'],
  },
  // Source: RepWise product specification 02-03 (plans generated from the onboarding answers and the
  // plan form; weekly check-ins and tracked form adapt them)
  {
    id: 'app-how-plans-are-made',
    intent: 'training',
    title: 'How does the app choose my exercises?',
    questions: [
      'how does the app pick my exercises',
      'how is my plan put together',
      'who decides what is in my workouts',
      'why did the plan give me these exercises',
      'is my plan written by a real trainer',
    ],
    keywords: ['pick my exercises', 'choose my exercises', 'plan built', 'generated'],
    answer:
      'Your plan is generated from your assessment: your goal, level, equipment, injuries and conditions, training days and session length. It picks exercises that fit your kit and level, leaves out or swaps ones that would load an injury, and sets the sets, reps and rest for your goal. Each week then adapts to your check-in, and your tracked squats and deadlifts adjust those lifts. Edit Quiz changes the answers it uses.',
    why: 'A plan built from your own goal, kit and limits is one you can follow safely, and adapting it each week keeps it matched to how you recover.',
    suggestions: ['What do you know about me?', 'How does the 4-week programme work?'],
  },
  // Source: RepWise product specification 01-03 (what the app records: workouts, measurements,
  // goals, photos, tracked squat and deadlift form; no food diary, step counter or wearables)
  {
    id: 'app-not-tracked',
    intent: 'training',
    title: 'Can RepWise log my food, steps or watch data?',
    questions: [
      'can i log my meals in the app',
      'does the app track my steps',
      'can i connect my apple watch',
      'does it sync with my fitbit or garmin',
      'is there a food diary in the app',
      'can the app count my calories eaten',
    ],
    keywords: [
      'log my meals',
      'food diary',
      'track my steps',
      'step counter',
      'apple watch',
      'fitbit',
      'garmin',
      'sync',
      'smartwatch',
      'wearable',
    ],
    answer:
      'Not yet: RepWise records your workouts, measurements, goals, progress photos and the camera form scores of your squats and deadlifts, but it has no food diary, step counter or link to watches and fitness trackers. Your plan gives you a daily calorie and macro target: log food in a food-tracking app if you want to, and read steps on your phone or watch.',
    why: 'Knowing what the app records tells you which numbers I can read for you and which to keep yourself.',
    suggestions: ["What's my calorie target?", 'How do I log a workout?'],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-theme',
    intent: 'training',
    title: 'Is there a dark mode?',
    questions: [
      'is there a dark mode',
      'how do i change the theme',
      'can i switch to light mode',
      'how do i turn on dark mode',
    ],
    keywords: ['dark mode', 'light mode', 'theme', 'night mode'],
    answer:
      "Yes. Use the theme switch at the top of the page to choose Light, Dark or System; System follows your device's setting as it changes. Your choice is remembered on this device, and the charts and camera overlays follow it too.",
    why: 'A theme that matches your surroundings is easier on the eyes, especially for evening sessions.',
    suggestions: ['What can you do?', "What's today's workout?"],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-reminders',
    intent: 'training',
    title: 'Can you remind me to work out?',
    questions: [
      'can you remind me to work out',
      'can the app send me reminders',
      'set a workout reminder',
      'can you notify me to train',
    ],
    keywords: ['remind', 'reminder', 'reminders', 'notify', 'notification'],
    answer:
      "I cannot send reminders yet. What works well: put your sessions in your phone's calendar as repeating events with an alert 30-60 minutes before, at the times you chose in your assessment, and lay out your kit the night before. The bell at the top of the app shows safety alerts when you are here.",
    why: 'Planning when and where you will train, and cueing it, makes people far more likely to follow through.',
    suggestions: ['How do I stay consistent?', "What's today's workout?"],
  },
  // Source: RepWise product specification 02-03 and the app's screens
  {
    id: 'app-quiz-results',
    intent: 'training',
    title: 'What does the assessment tell me?',
    questions: [
      'what does the quiz tell me',
      'what does the personal training assessment do',
      'what are my quiz results',
      'what is the assessment for',
    ],
    keywords: [
      'quiz results',
      'assessment results',
      'personal training assessment',
      'risk profile',
    ],
    answer:
      'The Personal Training Assessment gives you a safety risk profile, which says whether to check with a doctor first, a fitness profile, a recommended approach, any special considerations and your next steps. It takes about 15-20 minutes; your onboarding answers shape your plan.',
    why: 'Screening questions such as those of the PAR-Q+ find the few people who should get medical clearance before training harder.',
    suggestions: ['What do you know about me?', 'Is exercise safe for me?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-library',
    intent: 'training',
    title: 'How do I use the Library?',
    questions: [
      'how do i find exercises in the library',
      'where is the exercise library',
      'can i search for an exercise',
      'how do i browse exercises',
    ],
    keywords: ['library', 'library view', 'exercise library'],
    answer:
      'Open Workout Plan and choose the Library view. Search by name, and filter by category, strength, cardio, flexibility or balance, and by difficulty, easy, moderate or hard; press a filter again to clear it. Each card shows the muscles worked, the equipment and how many steps its instructions have. You can also ask me how to do any exercise.',
    why: 'Knowing what each exercise trains and needs makes it easier to swap one for another that suits you.',
    suggestions: ['How do I do a deadlift?', 'Best exercises for glutes'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-active-workout-controls',
    intent: 'training',
    title: 'How do I use the active workout?',
    questions: [
      'how do i skip the rest timer',
      'how does the active workout work',
      'how do i mark a set as done',
      'how do i turn on the ai tracking for squats',
      'what does the adapt button do',
    ],
    keywords: [
      'skip rest',
      'rest timer',
      'mark set complete',
      'active workout',
      'adapt',
      'ai toggle',
    ],
    answer:
      "In an Active Workout, press Mark Set Complete after each set; during the rest you can pause, resume or press Skip Rest. Timed exercises have start, pause and reset. The AI toggle turns camera tracking on for squats and deadlifts. Adapt shows the adaptive plan's recommendations from your tracked form and check-ins, with how many there are. The last screen sums up your exercises and sets.",
    why: 'Timed rests and one set at a time keep the effort of each set where the plan meant it to be.',
    suggestions: ['How does the camera count my reps?', "What's today's workout?"],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-dashboard-calendar',
    intent: 'training',
    title: 'What does the dashboard show?',
    questions: [
      'what does the dashboard show',
      'where can i see my workout calendar',
      'where is my week overview',
      'what is on the dashboard',
    ],
    keywords: ['dashboard', 'calendar', 'week overview', 'todays activity', 'insights'],
    answer:
      "The Dashboard sums up your week: today's activity, AI coach insights and your active plan with its weeks, difficulty and workouts. Workout Plan has Overview, Daily Plan and Calendar views; the calendar shows which days hold a workout and which are rest days, and you can open a day to see its workout.",
    why: 'Seeing the week at a glance helps you plan sessions around the rest of your life.',
    suggestions: ["What's today's workout?", 'How many workouts this week?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-devices',
    intent: 'training',
    title: 'Can I use RepWise on my phone?',
    questions: [
      'can i use the app on my phone',
      'does it work on a tablet',
      'is there a mobile app',
      'can i use it on my laptop',
    ],
    keywords: ['phone', 'mobile', 'tablet', 'laptop', 'mobile app'],
    answer:
      'Yes: RepWise runs in the browser on phones, tablets and computers, with nothing to install. On a phone the menu opens from the button at the top left. For camera tracking, prop the phone up 2-3 metres away so your whole body is in view, side-on for deadlifts, in good light.',
    why: 'A browser app works on any device, so your plan and records follow you.',
    suggestions: ['How does the camera count my reps?', 'What can you do?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-camera-trouble',
    intent: 'training',
    title: "Why doesn't the camera see me?",
    questions: [
      'why does the camera not see me',
      'the camera wont turn on',
      'camera access denied',
      'the tracking is not working',
    ],
    keywords: ['camera not working', 'camera permission', 'camera access', 'tracking not working'],
    answer:
      "If the camera will not start, allow camera access for RepWise in your browser's site settings, close other apps using the camera and press Try Again. If it starts but does not see you, step back until your whole body is in the frame, turn on more light in front of you, wear clothes that stand out from the background and keep the phone steady.",
    why: 'The pose model needs a clear, well-lit view of the whole body to find the joints it measures.',
    suggestions: ['How does the camera count my reps?', 'How accurate is the tracking?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-form-scores',
    intent: 'training',
    title: 'What does my form score mean?',
    questions: [
      'what does my form score mean',
      'how is my form scored',
      'where do i see my form history',
      'why is my form score low',
    ],
    keywords: ['form score', 'form history', 'score out of 10', 'rep score'],
    answer:
      'Each tracked rep gets a score from 1 to 10: it starts at 10 and loses points for each fault, such as shallow depth, knees caving in, leaning forward, a rounded back or hips rising early, and a moderate or severe fault keeps it at 7 or below. The rep history names each fault and when it happened. Your form history and averages are in the Safety area.',
    why: 'Scoring every rep shows which faults appear as you tire, which is when injury risk rises.',
    suggestions: ['Analyze my form', "What's my injury risk?"],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-tracking-accuracy',
    intent: 'training',
    title: 'How accurate is the form tracking?',
    questions: [
      'how accurate is the form tracking',
      'can i trust the rep counter',
      'does the tracking make mistakes',
      'how reliable is the camera',
    ],
    keywords: ['accuracy', 'accurate', 'reliable', 'rep counter'],
    answer:
      'On our labelled test videos of squats and deadlifts it counted every rep at its time and caught every labelled form fault, without false alarms. It is most reliable with your whole body in view, side-on for deadlifts, in good light and with the camera steady. Treat a flag as a prompt to check that rep, not a diagnosis.',
    why: 'Pose models estimate joints from the image, so camera angle, light and clothing affect how well they see them.',
    suggestions: ['How does the camera count my reps?', 'What does my form score mean?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-sharing',
    intent: 'training',
    title: 'Can I share my workout?',
    questions: [
      'can i share my workout',
      'how do i share my progress',
      'can i post my workout',
      'save and share',
    ],
    keywords: ['share', 'sharing', 'post', 'save and share'],
    answer:
      'Sharing is not available yet. Every finished workout is saved to your history, and the Dashboard and Progress show what you have done. To keep a copy or show someone, use Export Data on your Profile, or take a screenshot of the completion screen or your charts.',
    why: 'Sharing progress with a friend adds accountability, which helps many people keep training.',
    suggestions: ['How do I log my weight?', 'How am I doing?'],
  },
  // Source: RepWise product specification 01-03 and the app's screens
  {
    id: 'app-tours',
    intent: 'training',
    title: 'What are the tours?',
    questions: [
      'what are the tours',
      'how do i restart the tour',
      'where is the help',
      'can i see the guided tour again',
    ],
    keywords: ['tours', 'tour', 'guided tour', 'help menu'],
    answer:
      'Guided tours show you around each area step by step: the app, workouts, progress, the coach and Safety. Open the Tours and help menu at the top of the page to start any of them again, or turn tours on or off there.',
    why: 'A short guided tour helps new users find the features that matter to them sooner.',
    suggestions: ['What can you do?', 'What does the dashboard show?'],
  },
  // Source: RepWise product specification 03 (active workout, pose-tracking panels)
  {
    id: 'app-pose-tracking',
    intent: 'training',
    title: 'How does the camera count my reps?',
    questions: [
      'how does the camera count my reps',
      'how does the pose tracking work',
      'which exercises does the camera track',
      'how should i set up my camera for squats',
      'can the app count push ups',
      'does the camera track bench press',
      'where should i put my phone to film my lifts',
      'will the camera work in a small room',
      'can you see me through the camera when i exercise',
      'do you watch me through the camera',
      'can the coach see my form',
    ],
    keywords: [
      'camera',
      'pose tracking',
      'count reps',
      'rep counter',
      'ai toggle',
      'film',
      'put my phone',
      'camera angle',
      'small room',
    ],
    answer:
      'In an Active Workout, turn AI on for squats or deadlifts and allow the camera. Stand 2-3 metres away with your whole body in view, side-on for deadlifts. The app finds your joints in each frame, counts a squat at the bottom and a deadlift at lockout, scores each rep from 1 to 10 and names faults such as shallow depth, knees caving in or a rounded back. The video stays in your browser, unseen by anyone, me included; only reps and scores are saved, and I read those.',
    why: 'A full-body, side-on view lets the pose model see the hips, knees and back angles that the rep counting and form faults are measured from.',
    suggestions: ['How do I squat with good form?', 'Analyze my form'],
  },
  // Source: RepWise product specification 03 (active workout: the AI toggle, pose tracking)
  {
    id: 'app-camera-optional',
    intent: 'training',
    title: 'Do I have to use the camera?',
    questions: [
      'do i have to use the camera',
      'do i have to be filmed',
      'can i turn the camera off',
      'i dont like being on camera',
      'is the camera optional',
      'can i work out without the camera',
    ],
    keywords: ['optional', 'camera off', 'be filmed', 'without the camera', 'on camera'],
    answer:
      'No, the camera is optional. Leave the AI toggle off and an Active Workout guides you set by set with rest timers; you mark each set complete, and the workout still counts for your streak, your history and your plan. Turn it on only if you want squat and deadlift reps counted and your form scored. Even then nothing is recorded or sent: the video stays in your browser and only reps and scores are saved.',
    why: 'Form tracking helps, but training regularly matters far more, so the app works fully without it.',
    suggestions: ['How does the camera count my reps?', "What's today's workout?"],
  },
  // Source: RepWise product specification 03 (progressive programme: check-ins, adaptive weeks)
  {
    id: 'app-progress-check-in',
    intent: 'training',
    title: 'How do I check in on my programme?',
    questions: [
      'what completion rate do i put if i did 2 of my 3 workouts',
      'how do i check in',
      'how do i update my progress on my program',
      'how does my plan adapt to me',
      'when will my workouts get harder',
      'the app wants a check in, what do i measure',
      'does the weekly check in actually change my workouts',
    ],
    keywords: ['check in', 'check-in', 'update progress', 'adapt', 'next week', 'adaptive'],
    answer:
      'In your progressive 4-week programme on Workout Plan, press Update Progress on a week you have done: set how much of it you completed (2 of 3 workouts is about 65-70 %), how hard it felt and your energy, and add notes. Then generate the next week, which follows your check-in: harder when it went well, easier when you struggled. Alongside it, log your weight and waist in Progress and note the weights and reps of your main lifts, to see what the block changed.',
    why: 'Adjusting each week to how the last one went keeps the training hard enough to progress without piling up fatigue.',
    suggestions: ["What's today's workout?", 'What is progressive overload?'],
  },
  // Source: RepWise product specification 03 (daily workout, completion records)
  {
    id: 'app-logging-workouts',
    intent: 'training',
    title: 'How do I log a workout?',
    questions: [
      'how do i log a workout',
      'how do i mark a workout as done',
      'how do i record my session',
      'where do i tick off exercises',
      'i trained without the app can i still add it',
      'i finished my workout just now how do i get it to count',
      'finished my full body workout how do i mark it done',
      'done with leg day how do i log it',
      'just did my upper body session how do i get it logged in the app',
      'does my workout count if i did it without pressing anything',
      'why did my session not count',
    ],
    keywords: [
      'log a workout',
      'tick off',
      'complete workout',
      'mark done',
      'record session',
      'add a workout',
      'without the app',
      'get it to count',
      'get it logged',
      'count in the app',
      'make it count',
      'not count',
    ],
    answer:
      'Open Daily Workout from the menu, tick each exercise as you finish it, then press Complete Workout, which turns on once every exercise is ticked. A guided Active Workout is recorded when you finish it, and a session done without the app that day counts once you tick off what you did. Your logged sessions feed your streak, the stats on your Dashboard and what I know of your training, so you can ask me what you did last time.',
    why: 'Logging every session is what lets the plan, the streak and my answers follow what you actually did.',
    suggestions: ["What's today's workout?", 'What did I do last time?'],
  },
  // Source: RepWise product specification 03 (progressive training screen, progressive plan)
  {
    id: 'app-progressive-programme',
    intent: 'training',
    title: 'How does the 4-week progressive programme work?',
    questions: [
      'how does the 4 week progressive programme work',
      'how do i start the 4 week programme',
      'can i do week 3 before finishing week 2',
      'why is next week locked',
      'what happens after week 1 of the programme',
      'how does the plan thing work in this app',
      'how do i get a workout plan',
    ],
    keywords: [
      'progressive programme',
      'progressive plan',
      'how the plan works',
      '4 week',
      'four week',
      'locked',
      'week 2',
      'week 3',
      'outline',
    ],
    answer:
      'On Workout Plans, press Generate New Plan and fill in the three steps (goals and experience, training preferences, equipment and limitations), then Generate Progressive Plan: you get an outline of 4 weeks, each with its theme and intensity. Generate Week 1 and train it; after each week, Update Progress with how it went, then Generate Next Week, which adapts to your check-in. Weeks unlock in order, so a locked week asks you to complete the previous ones first.',
    why: 'Building each week on the last one lets the load rise only as fast as you actually recover, which is the point of progressive overload.',
    suggestions: ['How do I check in on my programme?', "What's today's workout?"],
  },
  // Source: RepWise product specification 02 (profile: static achievements)
  {
    id: 'app-achievements',
    intent: 'training',
    title: 'How do I earn the achievements?',
    questions: [
      'how do i earn the achievements on my profile',
      'what do the achievements mean',
      'how do i unlock goal achiever',
      'how do i get the 7 day streak badge',
    ],
    keywords: ['achievements', 'achievement', 'badge', 'badges', 'unlock', 'goal achiever'],
    answer:
      'Your Profile shows three achievements, each earned or locked: First Workout, for finishing your first workout; 7 Day Streak, for training seven days in a row; and Goal Achiever, for completing a goal you set in Progress. Tick off your daily workouts or finish active workouts to build the streak, and set a goal with a target in Progress to work towards the third.',
    why: 'Small, visible milestones early on make a new habit more rewarding to keep.',
    suggestions: ['How do I set a goal in the app?', 'How do I log a workout?'],
  },
  // Source: RepWise product specification 02-03 (Edit Quiz, Retake Onboarding Quiz, analytics units)
  {
    id: 'app-change-schedule',
    intent: 'training',
    title: 'How do I change my training days, session length or units?',
    questions: [
      'how do i change my exercise days',
      'can i change my sessions to 45 min',
      'how do i switch from kg to lbs',
      'how do i change my schedule',
    ],
    keywords: [
      'change my days',
      'training days',
      'session length',
      'change schedule',
      'kg to lbs',
      'units',
      'pounds',
    ],
    answer:
      'Press Edit Quiz on Workout Plans (or Retake Onboarding Quiz on your Profile) and change your days, session length, equipment or goal; then generate a new plan so your workouts follow the new answers. Measurements and charts are in kilograms and per cent; there is no pounds setting yet, so divide pounds by 2.2 to enter kilograms.',
    why: 'Your plan is built from your assessment answers, so changing them is what changes the workouts.',
    suggestions: ['How does the 4-week programme work?', 'How do I log my weight?'],
  },
  // Source: RepWise product specification 02 (the AI coach: conversation history and the user's data)
  {
    id: 'app-coach-memory',
    intent: 'training',
    title: 'Do you remember what I told you?',
    questions: [
      'do you remember what i told you yesterday',
      'will you remember this next time',
      'do you have a memory of our chats',
      'you forgot what i said',
    ],
    keywords: ['remember', 'memory', 'last time we talked', 'earlier chat'],
    answer:
      'I keep this conversation, and the last few messages shape my answers, so follow-ups like "why?" or "what about at home?" work. I also always know your assessment, plan, workouts, measurements, goals and tracked form from the app. What you told me in an earlier chat may not carry over, so tell me again what happened, for example with your shoulder, and I will take it from there.',
    why: 'Answers come from this conversation and the data stored in your RepWise account, which is always current.',
    suggestions: ['What do you know about me?', 'Analyze my form'],
  },
  // Source: RepWise product specification 02 (the AI coach: 1-5 star ratings under replies)
  {
    id: 'app-rate-answers',
    intent: 'training',
    title: 'How do I rate your answers?',
    questions: [
      'is there somewhere i can rate your answers',
      'how do i give feedback on a reply',
      'can i rate the coach',
      'that answer was useless',
    ],
    keywords: [
      'rate',
      'rating',
      'stars',
      'feedback',
      'useless',
      'not helpful',
      'same thing again',
      'unhelpful answer',
    ],
    answer:
      "Under each of my replies you can rate it from 1 to 5 stars, and I'll thank you once it is rated; that is the best way to tell us what helped. If an answer missed the mark, I'm sorry: tell me a bit more about what exactly you want to know and your situation, and I will be more specific.",
    why: 'Ratings show which answers helped, and more detail about your situation lets the coach apply the right advice to you.',
    suggestions: ['What can you do?', 'What do you know about me?'],
  },
];
