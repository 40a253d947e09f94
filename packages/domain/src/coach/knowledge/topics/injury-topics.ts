import type { KnowledgeTopic } from './knowledge-topic';

/** Pain and injury: safety first, what usually helps, and when to get checked. Never a diagnosis. */
export const injuryTopics: readonly KnowledgeTopic[] = [
  // Source: Dubois & Esculier, Soft-tissue injuries simply need PEACE and LOVE, Br J Sports Med (2020); NHS, Sprains and strains and Broken finger or thumb guidance (2022)
  {
    id: 'fresh-swollen-injury',
    intent: 'injury',
    title: 'I just hurt it and it is swollen and bruised: what do I do?',
    questions: [
      'jammed my finger and its swollen',
      'banged my knee and its bruised and puffy',
      'hurt my hand playing, it went purple',
      'what should i do straight after an injury',
      'first aid for a swollen joint',
    ],
    keywords: [
      'jammed',
      'swollen',
      'swelling',
      'bruised',
      'bruise',
      'puffy',
      'purple',
      'first aid',
    ],
    answer:
      'Protect it for the first 1-3 days: stop using it for the sport, raise it above your heart, use a light compression wrap and ice it for 10-20 minutes if that eases the pain, then move it gently as it allows. Get it checked the same day if it looks bent, you cannot move or bear weight on it, it is numb, or the pain is severe; see a doctor or physio if it is not clearly better in a few days.',
    why: 'Early protection limits bleeding and swelling, and gentle movement soon after helps the tissue heal strong; a deformity, numbness or no use at all point to a fracture or torn tendon that needs treatment.',
    suggestions: [
      'Ice or heat for an injury?',
      'When should I see a physio?',
      'Can I train the rest of my body?',
    ],
  },
  // Source: NICE guideline NG59, Low back pain and sciatica in over 16s: assessment and management (2016, updated 2020)
  {
    id: 'lower-back-pain',
    intent: 'injury',
    title: 'What should I do about lower back pain?',
    questions: [
      'my lower back hurts',
      'lower back pain after deadlifts',
      'can i work out with back pain',
      'hurt my back at the gym',
      'back pain when i bend over',
      'lowr back hurts after squats',
    ],
    keywords: [
      'lower back',
      'back pain',
      'lumbar',
      'back ache',
      'sciatica',
      'back injury',
      'tweaked back',
    ],
    answer:
      'Stop the lift that hurt it, but stay gently active: walking and normal daily movement help most back pain settle within a few weeks, while bed rest slows recovery. Avoid heavy or painful lifts until it settles. Get urgent medical care for numbness around the groin or buttocks, new bladder or bowel problems, or leg weakness. See a doctor or physiotherapist if pain is severe, spreads down a leg, or lasts beyond 1-2 weeks.',
    why: 'Most back pain is not serious damage and improves with movement, which keeps tissues nourished and reduces sensitivity; the red flags can signal nerve compression that needs emergency treatment.',
    suggestions: [
      'Exercising with a herniated disc',
      'Is this sharp pain or dull pain?',
      'When should I see a physio?',
    ],
  },
  // Source: NICE guideline NG59, Low back pain and sciatica in over 16s (2016); NASS Clinical Guideline, Lumbar Disc Herniation with Radiculopathy (2012)
  {
    id: 'herniated-disc',
    intent: 'injury',
    title: 'Exercising with a herniated disc',
    questions: [
      'can i work out with a herniated disc',
      'slipped disc exercises',
      'bulging disc and lifting',
      'sciatica pain down my leg',
      'disc injury gym',
    ],
    keywords: [
      'herniated disc',
      'slipped disc',
      'bulging disc',
      'sciatica',
      'disc',
      'nerve pain',
      'radiculopathy',
    ],
    answer:
      'Many people with a disc problem return to full training, but get it assessed by a doctor or physiotherapist first and follow their plan. Meanwhile, keep walking and choose positions that ease leg symptoms; avoid heavy spinal loading and movements that send pain down the leg. Seek emergency care for numbness in the saddle area, new bladder or bowel changes, or worsening leg weakness.',
    why: 'Disc herniations often shrink on their own over weeks to months, and graded activity helps, but pain spreading down the leg means a nerve is irritated and needs professional guidance.',
    suggestions: [
      'What should I do about lower back pain?',
      'Returning to training after injury',
      'When should I see a physio?',
    ],
  },
  // Source: Crossley et al., 2016 Patellofemoral pain consensus statement from the 4th International Patellofemoral Pain Research Retreat, Br J Sports Med (2016)
  {
    id: 'knee-pain-squatting',
    intent: 'injury',
    title: 'Knee pain when squatting',
    questions: [
      'my knee hurts when i squat',
      'knee pain squats',
      'pain at the front of my knee when lunging',
      'knees hurt going downstairs after leg day',
      'should i stop squatting if my knee hurts',
    ],
    keywords: [
      'knee pain',
      'knee hurts',
      'squat knee pain',
      'front of knee',
      'patellar',
      'kneecap',
      'lunges',
    ],
    answer:
      'Stop any squat that causes sharp pain, then adjust rather than quit legs. Try a shorter range of motion, such as box squats to a comfortable height, lighter loads, slower lowering and knees tracking over the toes. Exercises that strengthen the hips and thighs, like glute bridges and leg presses in a pain-free range, usually help. See a doctor or physiotherapist for swelling, locking, giving way, or pain lasting beyond 1-2 weeks.',
    why: 'Front-of-knee pain is often a load-tolerance problem that improves when load is reduced and then rebuilt gradually, while swelling, locking or instability may mean a structural injury.',
    suggestions: [
      'Knee pain when running',
      'Is this sharp pain or dull pain?',
      'Why do my joints click?',
    ],
  },
  // Source: JOSPT Clinical Practice Guideline, Patellofemoral Pain (Willy et al., 2019)
  {
    id: 'knee-pain-running',
    intent: 'injury',
    title: 'Knee pain when running',
    questions: [
      'knee hurts when i run',
      'runners knee',
      'outside of my knee hurts running',
      'knee pain after long run',
      'it band pain',
    ],
    keywords: [
      'runners knee',
      'knee pain running',
      'it band',
      'iliotibial',
      'running injury',
      'knee ache',
    ],
    answer:
      'Cut back your running rather than pushing through: reduce distance or pace until runs are no more than mildly uncomfortable, about 2-3 out of 10, and settle by the next day. Avoid steep downhills for now, try slightly shorter, quicker steps, and add hip and thigh strengthening 2-3 times a week. See a doctor or physiotherapist if pain is sharp, causes limping, swelling, or lasts beyond 1-2 weeks.',
    why: 'Running knee pain usually comes from increasing mileage faster than the knee can adapt, so temporarily reducing load while strengthening muscles lets it catch up.',
    suggestions: ['How do I start running?', 'Why do my shins hurt?', 'Knee pain when squatting'],
  },
  // Source: Malliaras et al., Patellar tendinopathy: clinical diagnosis, load management, and advice for challenging case presentations, J Orthop Sports Phys Ther (2015)
  {
    id: 'patellar-tendinopathy',
    intent: 'injury',
    title: 'How do I train with patellar tendinopathy?',
    questions: [
      'i have patellar tendinopathy what can i still do',
      'jumpers knee exercises',
      'pain below my kneecap when i jump',
      'patellar tendon pain basketball',
      'can i keep training with jumpers knee',
    ],
    keywords: ["jumper's knee", 'patellar', 'patellar tendinopathy', 'tendinopathy', 'kneecap'],
    answer:
      'Keep training, but manage the load: cut jumping, sprinting and deep squats to what keeps pain at or below about 3 out of 10 and settled by the next morning. Start with isometric holds such as a wall sit or leg extension hold, 5 x 45 seconds, then slow heavy leg presses or squats 3 times a week, and reintroduce jumps over several weeks. Upper body and cycling usually stay fine. See a physiotherapist for a plan; tendons take about 3 months to recover.',
    why: 'Tendons get stronger with gradually rising load but flare when springy, fast loading like jumping jumps ahead of what they can tolerate; complete rest weakens them further.',
    suggestions: [
      'Why do my knees hurt when I squat?',
      'Do isometric exercises build muscle?',
      'When should I see a physio?',
    ],
  },
  // Source: BESS/BOA Patient Care Pathway, Subacromial Shoulder Pain (2014)
  {
    id: 'shoulder-pain-pressing',
    intent: 'injury',
    title: 'Shoulder pain when pressing',
    questions: [
      'my shoulder hurts when i bench press',
      'shoulder pain overhead press',
      'pain in front of shoulder during push ups',
      'shoulder clicks and hurts on dips',
      'rotator cuff pain gym',
      'cant lift my arm above my head',
    ],
    keywords: [
      'shoulder pain',
      'rotator cuff',
      'bench press pain',
      'overhead press',
      'impingement',
      'shoulder injury',
    ],
    answer:
      'Stop or change the movement that hurts; do not press through sharp shoulder pain. Try a narrower grip, tucking your elbows to about 45 degrees, using dumbbells or a neutral grip, and a shorter range. Keep training pain-free moves, and add rows and rotator cuff work like band external rotations. See a doctor or physiotherapist if you cannot raise your arm, have weakness, night pain, or pain beyond 1-2 weeks.',
    why: 'Pressing with flared elbows or at end range loads sensitive shoulder tissues, while strengthening the upper back and rotator cuff improves control of the joint.',
    suggestions: [
      'Is this sharp pain or dull pain?',
      'When should I see a physio?',
      'Why do my joints click?',
    ],
  },
  // Source: Kelley et al., Shoulder pain and mobility deficits: adhesive capsulitis, J Orthop Sports Phys Ther clinical practice guideline (2013)
  {
    id: 'frozen-shoulder',
    intent: 'injury',
    title: 'Can I train with a frozen shoulder?',
    questions: [
      'i have a frozen shoulder can i still lift',
      'adhesive capsulitis what can i do',
      'my arm wont go above my head anymore',
      'how long does it take to thaw',
    ],
    keywords: ['frozen shoulder', 'adhesive capsulitis', 'capsulitis', 'frozen', 'thaw'],
    answer:
      'Yes, keep moving it gently and train around it. A frozen shoulder slowly stiffens and then thaws over months, often 1-3 years. Do gentle stretches within mild discomfort several times a day, such as pendulum swings, table slides and towel stretches behind the back, and keep training legs, core and the other arm. Avoid forcing painful overhead lifts. See a doctor or physiotherapist for a diagnosis and plan; injections can ease the painful early stage.',
    why: 'The joint capsule thickens and tightens; gentle stretching keeps what range you have and eases pain, while forcing it aggravates the inflamed capsule.',
    suggestions: [
      'Why does my shoulder hurt when pressing?',
      'When should I see a physio?',
      'Give me a simple mobility routine',
    ],
  },
  // Source: NHS guidance on wrist pain; ACSM Position Stand, Progression Models in Resistance Training (2009)
  {
    id: 'wrist-pain-pushups',
    intent: 'injury',
    title: 'Wrist pain during push-ups',
    questions: [
      'my wrists hurt doing push ups',
      'wrist pain on bench press',
      'wrist pain during planks',
      'how to protect wrists when lifting',
      'sore wrist after front squats',
    ],
    keywords: ['wrist pain', 'wrist', 'push-up wrist', 'wrist hurts', 'wrists', 'carpal'],
    answer:
      'Change the position before pushing through wrist pain. Do push-ups on handles, dumbbells or your fists to keep the wrist straight, or elevate your hands on a bench to reduce load. On presses, keep the bar over your forearm rather than letting the wrist bend back. Warm up with wrist circles and gentle stretches. See a doctor or physiotherapist after a fall onto the hand, for swelling, numbness or pain lasting beyond 1-2 weeks.',
    why: 'Bending the wrist far back under bodyweight concentrates load on small joints and tendons, and a neutral wrist spreads that load through the forearm.',
    suggestions: [
      "Tennis or golfer's elbow",
      'Can I build muscle at home with bodyweight?',
      'Is this sharp pain or dull pain?',
    ],
  },
  // Source: Manca et al., Cross-education of muscular strength following unilateral resistance training: a meta-analysis, Eur J Appl Physiol (2017); Farthing et al., Strength training the free limb attenuates strength loss during unilateral immobilization, J Appl Physiol (2009)
  {
    id: 'training-with-a-cast',
    intent: 'injury',
    title: 'Can I still train with an arm or leg in a cast?',
    questions: [
      'broke my wrist can i still train',
      'arm in a cast can i still go to the gym',
      'will i lose my gains with my arm in a sling',
      'what can i train with a broken arm',
      'leg in a cast what workouts can i do',
    ],
    keywords: [
      'cast',
      'sling',
      'broken arm',
      'broken wrist',
      'fractured',
      'cross education',
      'good arm',
    ],
    answer:
      'Yes: train everything the injury leaves free. With an arm in a cast or sling, do legs and core, such as squats, lunges, bridges and a bike, and train your other arm: working one side keeps some strength in the resting one, called cross-education. With a leg in a cast, train the upper body seated. Avoid anything that jars or loads the injured part. The strength it loses comes back within weeks of rehab; follow your doctor or physio on when to load it.',
    why: 'Training the free limb drives the nervous system that also controls the resting one, so it loses less strength, and the rest of the body keeps its fitness.',
    suggestions: ['Give me a 30 minute legs and core workout', 'How fast do I lose muscle?'],
  },
  // Source: Vuurberg et al., Diagnosis, treatment and prevention of ankle sprains: an evidence-based clinical guideline, Br J Sports Med (2018)
  {
    id: 'ankle-sprain',
    intent: 'injury',
    title: 'I sprained my ankle. When can I train?',
    questions: [
      'i rolled my ankle what do i do',
      'sprained ankle recovery time',
      'when can i run after an ankle sprain',
      'twisted my ankle at the gym',
      'exercises after ankle sprain',
    ],
    keywords: [
      'ankle sprain',
      'rolled ankle',
      'twisted ankle',
      'sprained',
      'ankle',
      'ankle injury',
    ],
    answer:
      'Protect the ankle for the first few days, then start gentle movement as pain allows. Elevate it, use compression, and walk as soon as you can without a limp. After that, add balance work on one leg, calf raises and ankle circles for several weeks to prevent re-injury. Keep training your upper body. See a doctor urgently if you cannot put weight on it or notice deformity; see a physiotherapist if it is still painful after 2 weeks.',
    why: "Early, graded movement speeds ankle recovery better than immobilisation, and balance training restores the joint's position sense, cutting the high re-sprain rate.",
    suggestions: [
      'Returning to training after injury',
      'Ice or heat for an injury?',
      'How do I improve my balance?',
    ],
  },
  // Source: AAOS OrthoInfo, Shin Splints (medial tibial stress syndrome)
  {
    id: 'shin-splints',
    intent: 'injury',
    title: 'Why do my shins hurt?',
    questions: [
      'why do my shins hurt when i run',
      'shin splints',
      'pain along my shin bone',
      'shin pain after jumping',
      'how to fix shin splints',
    ],
    keywords: [
      'shin splints',
      'shin pain',
      'shins',
      'tibia',
      'medial tibial stress syndrome',
      'stress fracture',
    ],
    answer:
      'Shin splints (pain along the inner shinbone) usually means you have increased running faster than your legs can adapt, so cut back. Reduce running by about half or swap to cycling or swimming for 1-2 weeks, then build back slowly by no more than 10-20% a week. Strengthen your calves with calf raises, run on softer surfaces and check your shoes. See a doctor or physiotherapist if one spot on the bone is very tender, pain continues at rest or at night, or you limp.',
    why: 'The bone and tissues of the shin remodel in response to load; too much too soon overwhelms that process, and pinpoint pain can signal a stress fracture.',
    suggestions: [
      'How do I start running?',
      'Knee pain when running',
      'Returning to training after injury',
    ],
  },
  // Source: NICE Clinical Knowledge Summaries, Tennis elbow (lateral epicondylitis)
  {
    id: 'tennis-golfers-elbow',
    intent: 'injury',
    title: "Tennis or golfer's elbow",
    questions: [
      'pain on the outside of my elbow',
      'tennis elbow from lifting',
      'golfers elbow from pull ups',
      'inner elbow pain when curling',
      'elbow hurts when i grip the bar',
    ],
    keywords: [
      'tennis elbow',
      'golfers elbow',
      'elbow pain',
      'elbow tendon',
      'epicondylitis',
      'forearm pain',
    ],
    answer:
      'Elbow tendon pain usually improves with reduced load and gradual strengthening, but it can take weeks to months. Cut back on the exercises that aggravate it, such as heavy curls, pull-ups or tight gripping, and try different grips, straps or lighter loads. Slow wrist extension or flexion exercises with a light dumbbell, 3 sets of 15 daily, often help. See a doctor or physiotherapist if it is not improving after 2-4 weeks.',
    why: 'Tendons adapt slowly to load; sudden increases in gripping or pulling irritate them, and slow, progressive loading helps them rebuild tolerance.',
    suggestions: [
      'Wrist pain during push-ups',
      'Returning to training after injury',
      'When should I see a physio?',
    ],
  },
  // Source: NICE Clinical Knowledge Summaries, Neck pain - non-specific; JOSPT Clinical Practice Guideline, Neck Pain (Blanpied et al., 2017)
  {
    id: 'neck-pain',
    intent: 'injury',
    title: 'What should I do about neck pain?',
    questions: [
      'my neck hurts after working out',
      'stiff neck from shrugs',
      'neck pain from sit ups',
      'neck strain lifting',
      'woke up with a stiff neck can i train',
    ],
    keywords: ['neck pain', 'stiff neck', 'neck strain', 'cervical', 'crick in neck', 'trapezius'],
    answer:
      'Most neck pain settles within a few weeks with gentle movement, so keep your neck moving within comfort and avoid exercises that aggravate it, like heavy shrugs, overhead pressing or crunches pulling on your head. Keep your chin tucked and neck neutral when lifting. Seek urgent care for neck pain after a fall or impact, or with numbness, arm weakness, severe headache or dizziness. See a doctor or physiotherapist if it lasts beyond 1-2 weeks.',
    why: 'Ordinary neck pain is usually muscle or joint irritation that improves with gentle activity, while nerve symptoms or trauma can indicate something more serious.',
    suggestions: [
      'Is this sharp pain or dull pain?',
      'Give me a simple mobility routine',
      'When should I see a physio?',
    ],
  },
  // Source: JOSPT Clinical Practice Guideline, Hip Pain and Mobility Deficits - Hip Osteoarthritis (Cibulka et al., 2017)
  {
    id: 'hip-pain',
    intent: 'injury',
    title: 'Hip pain during exercise',
    questions: [
      'my hip hurts when i squat',
      'pinching in front of hip',
      'hip pain after running',
      'pain on the side of my hip',
      'hip flexor pain gym',
    ],
    keywords: ['hip pain', 'hip flexor', 'groin pain', 'hip pinch', 'side of hip', 'hip joint'],
    answer:
      'Adjust or avoid the movements that cause hip pain while you keep training the rest. For pinching at the front in deep squats, try a wider stance, toes turned out more and a shallower depth. For pain on the side of the hip, avoid lying on that side and crossing your legs, and strengthen with side-lying leg raises and bridges. See a doctor or physiotherapist for groin pain, clicking with pain, limping, or pain beyond 1-2 weeks.',
    why: 'Hip shape varies a lot between people, so some positions pinch for some lifters, and weak hip muscles overload the tendons on the side of the hip.',
    suggestions: [
      'Knee pain when squatting',
      'Give me a simple mobility routine',
      'Is this sharp pain or dull pain?',
    ],
  },
  // Source: NHS guidance on sports injuries; Ardern et al., 2016 Consensus statement on return to sport, Br J Sports Med (2016)
  {
    id: 'sharp-vs-dull-pain',
    intent: 'injury',
    title: 'Is this sharp pain or dull pain?',
    questions: [
      'sharp pain during a lift what do i do',
      'is sharp pain bad when working out',
      'dull ache vs sharp pain',
      'felt a pop and pain',
      'should i keep going if it hurts',
    ],
    keywords: [
      'sharp pain',
      'dull pain',
      'stabbing pain',
      'pop',
      'twinge',
      'sudden pain',
      'pain during exercise',
    ],
    answer:
      'Stop immediately if you feel sharp, stabbing, sudden or pinpoint pain, or a pop; do not finish the set. A dull, spread-out burn or ache in the working muscle that fades when you stop is normal effort. Pain in a joint, pain that makes you change your movement, or any pain that worsens as you go is a reason to stop. See a doctor or physiotherapist for sharp pain, swelling, bruising or pain lasting more than a few days.',
    why: 'Sharp, localised pain often signals tissue damage that pushing through can worsen, while a diffuse muscle burn is just metabolic fatigue.',
    suggestions: [
      'Is it pain or just soreness?',
      'Pulled a muscle. What now?',
      'When should I see a physio?',
    ],
  },
  // Source: Cheung, Hume & Maxwell, Delayed onset muscle soreness: treatment strategies and performance factors, Sports Med (2003)
  {
    id: 'pain-vs-soreness',
    intent: 'injury',
    title: 'Is it pain or just soreness?',
    questions: [
      'how do i know if im injured or just sore',
      'soreness or injury',
      'good pain vs bad pain',
      'is this doms or did i hurt myself',
      'one side hurts more than the other after gym',
    ],
    keywords: [
      'injury or soreness',
      'good pain',
      'bad pain',
      'injured',
      'doms vs injury',
      'muscle pain',
    ],
    answer:
      'Soreness (DOMS) is a dull, spread-out ache in muscles you trained, felt on both sides, peaking 24-72 hours after and fading over 2-5 days, often easing as you warm up. Injury pain is more often sharp or localised, on one side, in a joint or tendon, starts during the workout, worsens with movement, or comes with swelling or bruising. If it looks like an injury or lasts beyond a week, see a doctor or physiotherapist.',
    why: 'DOMS is a normal response to new training that follows a predictable timeline, while an injury has a specific location and cause, and often affects function.',
    suggestions: [
      'How do I reduce muscle soreness?',
      'Is this sharp pain or dull pain?',
      'Returning to training after injury',
    ],
  },
  // Source: Ardern et al., 2016 Consensus statement on return to sport from the First World Congress in Sports Physical Therapy, Bern, Br J Sports Med (2016)
  {
    id: 'return-after-injury',
    intent: 'injury',
    title: 'Returning to training after injury',
    questions: [
      'how do i get back to the gym after an injury',
      'coming back from injury',
      'when can i lift again after getting hurt',
      'rebuilding strength after injury',
      'scared to get injured again',
    ],
    keywords: [
      'return from injury',
      'after injury',
      'rehab',
      'comeback',
      'rebuild',
      'reinjury',
      'rehabilitation',
    ],
    answer:
      'Follow the plan from your doctor or physiotherapist, and return gradually. Start at about 50% of your previous loads and volume in a pain-free range, and increase by roughly 10-20% a week if symptoms stay settled, meaning no more than mild discomfort that is gone by the next morning. Keep training the uninjured areas throughout. Full return is about regaining strength and confidence, not just the pain stopping.',
    why: 'Healing tissue needs progressive loading to regain strength, but jumping straight back to previous loads is a leading cause of re-injury.',
    suggestions: [
      'Is this sharp pain or dull pain?',
      'When should I see a physio?',
      'What is progressive overload?',
    ],
  },
  // Source: JOSPT Clinical Practice Guideline, Heel Pain - Plantar Fasciitis (Koc et al., 2023 revision)
  {
    id: 'plantar-fasciitis',
    intent: 'injury',
    title: 'Heel pain in the morning',
    questions: [
      'heel pain in the morning',
      'plantar fasciitis',
      'bottom of my foot hurts when i walk',
      'sharp heel pain first steps',
      'foot pain after running',
    ],
    keywords: [
      'plantar fasciitis',
      'heel pain',
      'foot pain',
      'arch pain',
      'plantar fascia',
      'heel spur',
    ],
    answer:
      'Heel pain that is worst with your first steps in the morning is usually plantar fasciitis, an irritated band of tissue under the foot; it is common and usually improves over weeks to months with self-care. Reduce running and jumping, wear supportive cushioned shoes, and avoid going barefoot on hard floors. Stretch your calves and the arch of your foot several times a day, and do slow calf raises. See a doctor or physiotherapist if it is not improving after 2-4 weeks, or sooner with swelling or numbness.',
    why: 'The thick tissue under your foot is irritated by repetitive load, and stretching and gradual strengthening reduce strain on it while it adapts.',
    suggestions: ['Why do my shins hurt?', 'Achilles tendon pain', 'How do I start running?'],
  },
  // Source: JOSPT Clinical Practice Guideline, Achilles Pain, Stiffness, and Muscle Power Deficits: Midportion Achilles Tendinopathy (Martin et al., 2018)
  {
    id: 'achilles-pain',
    intent: 'injury',
    title: 'Achilles tendon pain',
    questions: [
      'back of my heel hurts',
      'achilles pain when running',
      'stiff achilles in the morning',
      'achilles tendonitis exercises',
      'pain above my heel after jumping',
    ],
    keywords: [
      'achilles',
      'achilles tendon',
      'tendinopathy',
      'tendonitis',
      'back of heel',
      'calf tendon',
    ],
    answer:
      'Achilles pain usually responds to lowering load and progressive calf strengthening. Cut back on running, hills and jumping to a level where pain stays around 3 out of 10 or less and settles by next morning. Do slow calf raises daily, building towards 3 sets of 15 on one leg, then add weight. See a doctor immediately if you felt a sudden snap or cannot rise onto your toes, and a physiotherapist if it lingers past 2 weeks.',
    why: 'Tendons become painful when load rises faster than they can adapt, and heavy, slow loading is the best-supported way to rebuild their capacity.',
    suggestions: [
      'Heel pain in the morning',
      'Returning to training after injury',
      'Why do my shins hurt?',
    ],
  },
  // Source: NHS, Sprains and strains (2023) and torn tendon guidance; Bodendorfer et al., Pectoralis
  // major ruptures, Am J Sports Med (2016): surgical repair is best done within weeks
  {
    id: 'suspected-tear',
    intent: 'injury',
    title: 'Felt a pop, now bruising or weakness: a possible tear',
    questions: [
      'felt something pop in my chest on bench and now its bruised',
      'heard a snap in my arm lifting and now theres a bruise and its weak',
      'felt a pop behind my knee and it swelled up',
      'my bicep looks bunched up after something popped',
      'i think i tore something, it popped and now i cant push',
    ],
    keywords: [
      'felt a pop',
      'something popped',
      'torn tendon',
      'ruptured',
      'pec tear',
      'bicep tear',
    ],
    answer:
      'Stop and do not train it, not even light: a pop with bruising, swelling, a dent or weakness afterwards can be a torn muscle or tendon (on the bench, often the pec tendon near the armpit). See a doctor or sports-medicine clinic within the next day or two, sooner if it is getting worse; some tears heal best when repaired within a few weeks, so do not wait it out. Until then rest it, use ice and compression, and train only parts that do not load it.',
    why: 'A partial strain and a full tear can feel alike at first; bruising that spreads and a loss of strength point to a tear, which a scan confirms, and a tendon that is not repaired in time can retract and heal weak.',
    suggestions: ['Pulled a muscle. What now?', 'Returning to training after injury'],
  },
  // Source: Dubois & Esculier, Soft-tissue injuries simply need PEACE and LOVE, Br J Sports Med (2020)
  {
    id: 'pulled-muscle',
    intent: 'injury',
    title: 'Pulled a muscle. What now?',
    questions: [
      'i think i pulled a muscle',
      'pulled hamstring what to do',
      'strained my calf',
      'tweaked my pec on bench',
      'how long does a muscle strain take to heal',
      'pulld muscle in my back',
    ],
    keywords: [
      'pulled muscle',
      'muscle strain',
      'strain',
      'tweaked',
      'torn muscle',
      'hamstring strain',
      'calf strain',
    ],
    answer:
      'Stop training that muscle, protect it for 1-3 days, then start gentle, pain-free movement. Elevate it and use compression for swelling, and avoid heavy stretching early on. Most mild strains improve in 1-3 weeks; gradually return to loading within comfortable limits, keeping pain under about 3 out of 10. See a doctor or physiotherapist for a pop, major bruising, swelling, weakness, or if you cannot walk or use the limb normally.',
    why: 'A strain damages muscle fibres; a short rest limits bleeding and further tearing, then gentle loading guides the repair tissue to heal strong and aligned.',
    suggestions: [
      'Ice or heat for an injury?',
      'Returning to training after injury',
      'Is this sharp pain or dull pain?',
    ],
  },
  // Source: Dubois & Esculier, Soft-tissue injuries simply need PEACE and LOVE, Br J Sports Med (2020)
  {
    id: 'ice-or-heat',
    intent: 'injury',
    title: 'Ice or heat for an injury?',
    questions: [
      'should i ice or heat an injury',
      'ice or heat for back pain',
      'does rice still work for injuries',
      'should i take ibuprofen after an injury',
      'how long to ice a sprain',
    ],
    keywords: ['ice', 'heat', 'rice', 'ibuprofen', 'anti-inflammatory', 'swelling', 'heat pack'],
    answer:
      'For a fresh injury, ice can briefly ease pain, used for 10-15 minutes at a time wrapped in a cloth, but do not rely on it. Protect and elevate it, use compression and start gentle movement within a few days. Heat suits stiff muscles and ongoing back or neck aches, not fresh swelling. Ask a doctor or pharmacist before using anti-inflammatories, and see a doctor or physiotherapist if swelling or pain is significant.',
    why: 'Inflammation is part of healing, so blocking it heavily with ice or anti-inflammatories may slow tissue repair, while early gentle loading speeds recovery.',
    suggestions: [
      'Pulled a muscle. What now?',
      'I sprained my ankle. When can I train?',
      'When should I see a physio?',
    ],
  },
  // Source: Versus Arthritis guidance on noisy joints (crepitus)
  {
    id: 'clicking-joints',
    intent: 'injury',
    title: 'Why do my joints click?',
    questions: [
      'why do my joints click',
      'knees crack when i squat',
      'shoulder pops during bench',
      'is joint cracking bad',
      'my hips click when i lift my leg',
      'does cracking my back hurt it',
    ],
    keywords: [
      'clicking',
      'cracking',
      'popping',
      'crepitus',
      'noisy joints',
      'joint noise',
      'grinding',
      'crack',
      'pops',
    ],
    answer:
      'Painless clicking or cracking is very common and usually harmless; you can keep training. Noises come from gas bubbles in joint fluid or tendons moving over bone. It is worth getting checked by a doctor or physiotherapist if the clicking comes with pain, swelling, locking, catching, the joint giving way, or started after an injury. Strengthening the muscles around the joint often makes it feel smoother.',
    why: 'Joint noise on its own does not predict damage or arthritis; it is the combination with pain, swelling or instability that suggests a problem.',
    suggestions: [
      'Knee pain when squatting',
      'Shoulder pain when pressing',
      'Is it pain or just soreness?',
    ],
  },
  // Source: NHS, Broken bones (fractures): symptoms and when to go to A&E (2023); NHS, Broken toe
  // and Broken finger (2023)
  {
    id: 'suspected-broken-bone',
    intent: 'injury',
    title: 'Could I have broken a bone?',
    questions: [
      'i think my wrist is broken',
      'think i broke my toe dropping a weight',
      'could my finger be fractured',
      'heard a crack when i fell, is it broken',
    ],
    keywords: ['fracture', 'fractured', 'cracked bone', 'is it broken'],
    answer:
      'It could be, so stop using it and get it checked by a doctor today. Go to urgent care or A&E if you cannot move it or put weight on it, it looks bent or out of shape, it swells fast, the skin is broken over it, or you heard a crack. Until then keep it still and raised, with a wrapped ice pack for 15-20 minutes at a time. A broken toe or finger needs checking. Train the rest of your body only once it has been assessed.',
    why: 'Only an X-ray can confirm a fracture, and some need a cast, splint or setting straight to heal well; loading a broken bone before then can shift the break and slow healing.',
    suggestions: ['Can I train around an injury?', 'How do I get back after an injury?'],
  },
  // Source: NHS, Broken or bruised ribs (2023): symptoms, when to get urgent help, 3-6 weeks to heal
  {
    id: 'rib-injury',
    intent: 'injury',
    title: 'I hurt my ribs: can I still train?',
    questions: [
      'took a hit to the ribs and it hurts to breathe',
      'bruised ribs can i still lift',
      'think i cracked a rib',
      'rib pain after sparring',
      'sharp pain in my ribs when i breathe in',
    ],
    keywords: ['ribs', 'rib', 'cracked rib', 'bruised ribs', 'broken rib', 'rib cage'],
    answer:
      'Not yet: sharp pain on a deep breath after a blow to the ribs can be a bruised or cracked rib, so skip bench pressing, push-ups, planks, heavy lifting and contact until breathing and moving are pain-free. Get it checked by a doctor, urgently if you are short of breath, cough up blood or the pain keeps getting worse. Ribs usually heal in 3-6 weeks; keep walking and take slow deep breaths every hour.',
    why: 'A cracked rib moves with every breath and every press, which keeps the pain and the fracture going; rarely a broken rib injures the lung or the organs beneath it, which needs care fast.',
    suggestions: ['When should I see a physio?', 'Low-impact cardio ideas?'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), signs and
  // symptoms to stop exercise; American Heart Association, Warning Signs of a Heart Attack
  {
    id: 'warning-signs-during-exercise',
    intent: 'injury',
    title: 'Heart pounding or dizzy during exercise: should I stop?',
    questions: [
      'my heart is pounding during my workout',
      'felt dizzy in the middle of my session do i carry on',
      'heart racing and hot flush doing my exercises',
      'went lightheaded during a set what do i do',
      'what are the warning signs that i should stop exercising',
    ],
    keywords: [
      'heart pounding',
      'heart racing',
      'lightheaded during',
      'warning signs',
      'stop exercising',
    ],
    answer:
      'Stop now: sit down, breathe slowly and let your heart rate settle. Call emergency services if you have chest pain, pressure or tightness, trouble breathing, fainting, confusion, or a heartbeat that stays very fast or irregular after a few minutes of rest. If it settles, do not train again today, and tell your doctor before your next session, especially if you take blood pressure or heart medication, as the dose or timing may need a change. Next time keep the effort where you can still talk in full sentences.',
    why: 'A pounding or irregular heartbeat, dizziness or a sudden hot, faint feeling during exertion can mean the heart or blood pressure is not coping with the effort; stopping lets them recover, and a doctor can find the cause.',
    suggestions: ['Why do I feel dizzy when training?', 'Exercising with high blood pressure'],
  },
  // Source: NHS, Subarachnoid haemorrhage: symptoms (2023) and Stroke: symptoms (FAST, 2022);
  // International Headache Society, ICHD-3 4.2 (exercise headache is diagnosed only once bleeding
  // is ruled out)
  {
    id: 'sudden-severe-headache-or-stroke-signs',
    intent: 'injury',
    title: 'Sudden severe headache or stroke signs during exercise',
    questions: [
      'sudden really bad headache in the middle of a set, worst ever',
      'worst headache of my life while lifting',
      'thunderclap headache at the gym',
      'my face drooped and my speech went slurred while training',
      'stroke signs during a workout',
    ],
    keywords: [
      'worst headache',
      'sudden headache',
      'thunderclap headache',
      'face drooping',
      'slurred speech',
      'stroke signs',
    ],
    answer:
      'Stop now and call emergency services (999 or 911): a sudden, severe headache during exertion, the worst you have had, can be bleeding in the brain, and so can a stiff neck, vomiting, confusion or blurred vision with it. Do the same straight away for a drooping face, a weak or numb arm or leg on one side, or slurred speech: these are stroke signs. Do not drive yourself, do not wait for it to pass, and do not train again until a doctor has found the cause.',
    why: 'Straining with a held breath spikes blood pressure, and a weak blood vessel can bleed; with bleeding or a stroke, every minute to treatment matters, and only a scan can tell it from a harmless exercise headache.',
    suggestions: [
      'Why do I get a headache when I lift heavy?',
      'Exercising with high blood pressure',
    ],
  },
  // Source: American Heart Association, Warning Signs of a Heart Attack; ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'chest-pain-exercise',
    intent: 'health',
    title: 'Chest pain during exercise',
    questions: [
      'chest pain when working out',
      'tight chest during exercise',
      'pain in chest while running',
      'cant breathe properly and chest hurts',
      'heart racing and chest pressure at the gym',
    ],
    keywords: [
      'chest pain',
      'chest tightness',
      'chest pressure',
      'shortness of breath',
      'heart attack',
      'palpitations',
    ],
    answer:
      'Stop exercising immediately and call emergency services if you have chest pain, pressure or tightness, especially with shortness of breath, sweating, nausea, or pain spreading to the arm, jaw or back. Do the same for fainting or a very fast, irregular heartbeat. Do not drive yourself. Even if it passes, do not train again until a doctor has checked you. Some chest pain is muscular, but only a medical professional can tell.',
    why: 'Chest pain with exertion can be a sign of reduced blood flow to the heart, where fast treatment saves heart muscle and lives.',
    suggestions: [
      'Exercising with a heart condition',
      'Why do I feel dizzy when training?',
      "Do I need a doctor's OK to start exercising?",
    ],
  },
  // Source: Chartered Society of Physiotherapy guidance on when to see a physiotherapist; NHS guidance on sports injuries
  {
    id: 'when-to-see-physio',
    intent: 'injury',
    title: 'When should I see a physio?',
    questions: [
      'when should i see a physio',
      'do i need a physiotherapist',
      'should i see a doctor for my injury',
      'how long should pain last before seeing someone',
      'physio or doctor for gym injury',
    ],
    keywords: [
      'physio',
      'physiotherapist',
      'physical therapist',
      'doctor',
      'see someone',
      'professional help',
      'sports medicine',
    ],
    answer:
      'See a physiotherapist if pain lasts more than 1-2 weeks, keeps coming back, limits daily life or training, or you are not sure how to return safely. See a doctor urgently for severe pain, a joint that looks deformed, inability to bear weight, numbness or weakness, fever with joint pain, or chest pain. Early assessment usually shortens recovery, and a physio can give you a plan to keep training around the injury.',
    why: 'A professional can examine the area and rule out serious causes, which an app cannot do, and guided rehab reduces time lost and re-injury.',
    suggestions: [
      'Returning to training after injury',
      'Is this sharp pain or dull pain?',
      'Ice or heat for an injury?',
    ],
  },
  // Source: American Academy of Dermatology, Corns and calluses: how to treat them (aad.org)
  {
    id: 'hand-care-calluses',
    intent: 'injury',
    title: 'How do I look after my hands and calluses?',
    questions: [
      'how to stop calluses ripping',
      'torn callus from pull ups',
      'how to look after my hands from lifting',
      'my hands are ripped up from the bar',
      'how do i stop blisters from lifting',
      'how to file down calluses',
    ],
    keywords: [
      'callus',
      'calluses',
      'torn callus',
      'ripped hands',
      'blisters',
      'hand care',
      'chalk',
      'gym hands',
      'hands',
    ],
    answer:
      'Keep calluses smooth and flat so they do not catch and tear. Once or twice a week, after a shower, file them down with a pumice stone or callus file, and moisturise your hands daily so the skin stays supple. Use chalk for grip, and hold the bar at the base of your fingers rather than deep in your palm. If a callus rips, clean and cover it and train around it for a few days. See a doctor if it turns red, hot or swollen.',
    why: 'Thick, raised calluses pinch between the bar and your palm and tear under load; thinner, supple skin flexes instead, and gripping in the fingers creates less of that pinch.',
    suggestions: [
      'How do I improve my grip strength?',
      'When should I see a physio?',
      'Pulled a muscle. What now?',
    ],
  },
  // Source: NHS, Blisters (nhs.uk); American Academy of Dermatology, How to prevent and treat blisters
  {
    id: 'blisters',
    intent: 'injury',
    title: 'I have a blister: can I still walk or train?',
    questions: [
      'got a blister on my heel can i still walk',
      'blister from new trainers',
      'how do i stop getting blisters',
      'should i pop a blister',
    ],
    keywords: ['blister', 'blisters', 'new trainers', 'rubbing', 'heel rub'],
    answer:
      'Usually yes, if you protect it: cover it with a blister plaster or padded dressing, wear clean dry socks and shoes that do not rub, and keep the walk shorter until it settles. Do not pop it; if it bursts, wash it, leave the skin on and cover it. Break new shoes in gradually. See a pharmacist or doctor if it gets red, hot, swollen or weeps pus, or if you have diabetes.',
    why: 'The blister roof protects the raw skin underneath from infection; friction from a shoe that slips against a damp sock is what causes it.',
    suggestions: ['How many steps a day should I walk?', 'How do I start running?'],
  },
  // Source: NHS, Dislocated shoulder; Watson et al., The treatment of multidirectional instability
  // of the shoulder with a rehabilitation program, Shoulder & Elbow (2016)
  {
    id: 'shoulder-instability',
    intent: 'injury',
    title: 'My shoulder is loose or unstable after a dislocation',
    questions: [
      'dislocated my shoulder years ago and it is unstable on bench',
      'shoulder is loose at the bottom of a press',
      'can i lift after a shoulder dislocation',
      'my shoulder keeps slipping out',
      'subluxed my shoulder what exercises are safe',
    ],
    keywords: [
      'dislocated',
      'dislocation',
      'unstable',
      'instability',
      'loose',
      'subluxation',
      'slipping out',
    ],
    answer:
      'Work in the range where it feels solid and build control there. On bench, shorten the bottom: floor press or board press, a slightly narrower grip, elbows about 45 degrees from your sides, shoulder blades squeezed back and down; neutral-grip dumbbells are often kinder. Skip wide dips and behind-the-neck presses. Strengthen the rotator cuff and shoulder blades 2-3 times a week: band external rotations, face pulls, rows. If it slips out or feels like giving way, see a physiotherapist.',
    why: 'After a dislocation the ligaments at the front are often stretched, so the shoulder relies more on the rotator cuff and shoulder-blade muscles, and the deep, wide positions are where it is least stable.',
    suggestions: [
      'Shoulder pain when pressing?',
      'When should I see a physio?',
      'What are face pulls good for?',
    ],
  },
  // Source: American Academy of Orthopaedic Surgeons, Total hip replacement exercise guide and activities after hip replacement (orthoinfo.aaos.org)
  {
    id: 'hip-replacement-exercise',
    intent: 'injury',
    title: 'Which exercises should I be careful with after a hip replacement?',
    questions: [
      'i had my hip replaced which exercises should i avoid',
      'exercise after hip replacement',
      'can i squat after a hip replacement',
      'safe workouts with a new hip',
    ],
    keywords: ['hip replacement', 'hip replaced', 'new hip', 'replaced hip'],
    answer:
      'Follow your surgeon and physiotherapist first: the movements to respect, often for life with some approaches, are bending the hip past 90 degrees (deep squats, low chairs), crossing your legs and twisting on the operated leg. Walking, cycling, swimming, sit-to-stands from a firm chair, bridges, side-lying leg lifts and band work are usually encouraged. Avoid high impact such as running and jumping unless your surgeon clears it.',
    why: 'A new hip joint is stable in most positions but can dislocate at the extremes of bending, crossing and rotation, and impact wears the implant faster.',
    suggestions: ['What is a good low-impact workout?', 'Exercises for arthritis'],
  },
  // Source: NICE guideline NG157, Joint replacement (primary): hip, knee and shoulder (2020)
  {
    id: 'knee-replacement-exercise',
    intent: 'injury',
    title: 'How do I exercise after a knee replacement?',
    questions: [
      'i had a knee replacement can i use a static cycle',
      'exercise after knee replacement',
      'can i squat with a new knee',
      'how long after knee surgery can i go to the gym',
    ],
    keywords: ['knee replacement', 'tkr', 'arthroplasty', 'replacement'],
    answer:
      'Yes, the exercise bike is one of the best things for a new knee once your physiotherapist clears it, often from about 3-6 weeks: start with no resistance and a high seat, building from 10 to 30 minutes. Keep doing your rehab exercises, straight-leg raises, sit-to-stands and step-ups, and walk daily. Swimming and partial squats usually follow; avoid running, jumping and kneeling until your surgeon agrees.',
    why: 'Regular, gentle bending and strengthening restores range and quadriceps strength, which decide how well the new knee works, while impact wears the implant faster.',
    suggestions: [
      'Exercise after a hip replacement?',
      'What is low-impact cardio?',
      'When should I see a physio?',
    ],
  },
  // Source: Grindem et al., Simple decision rules can reduce reinjury risk by 84% after ACL reconstruction: the Delaware-Oslo ACL cohort study, Br J Sports Med (2016)
  {
    id: 'return-after-acl',
    intent: 'injury',
    title: 'How do I get back to heavy lifting after ACL reconstruction?',
    questions: [
      'post acl reconstruction how do i get back to heavy lifting',
      'returning to the gym after acl surgery',
      'when can i lift heavy after my acl',
      'acl rehab back to lifting',
    ],
    keywords: ['acl', 'acl reconstruction', 'acl surgery', 'cruciate', 'knee reconstruction'],
    answer:
      "With your physio's clearance, build back in steps: box squats to a controlled depth at about 50-60 % of your old loads, adding about 5-10 % a week while the knee stays free of pain and swelling the next day. Keep single-leg work (split squats, step-ups) and hamstring strength in every week, and test the two legs against each other: aim for the operated leg within 90 % before going heavy.",
    why: 'The graft and the muscles around it keep strengthening for 1-2 years after surgery, and a strength gap between legs is the best-known predictor of re-injury.',
    suggestions: ['How do I return after injury?', 'Knee pain when squatting'],
  },
  // Source: NICE guideline NG226, Osteoarthritis in over 16s (2022); Willy et al., Patellofemoral pain clinical practice guideline, J Orthop Sports Phys Ther (2019)
  {
    id: 'stairs-with-a-sore-knee',
    intent: 'injury',
    title: 'Should I take the stairs with a sore knee?',
    questions: [
      'should i take the stairs at work with my bad knee',
      'are stairs bad for my knees',
      'stairs hurt my knee going down but not up',
      'climbing stairs every day with knee arthritis, good or bad',
      'my office is on the 5th floor, lift or stairs with my knee',
    ],
    keywords: ['stairs', 'staircase', 'flights of stairs', 'climbing stairs', 'downstairs'],
    answer:
      'Stairs are good exercise for most sore knees, so build up rather than avoid them. Going up is usually easier on the knee than coming down: walk up a few floors, take the lift for the rest, and take the lift down at first. Use the handrail and lead with the stronger leg going up. Add a floor every week or two while pain stays under 3 out of 10 and settles by the next day; see a physiotherapist for swelling, giving way or pain that keeps building.',
    why: 'Climbing strengthens the thigh muscles that protect the knee, while coming down loads the kneecap more as the thigh brakes the body, so the descent is the part to build up last.',
    suggestions: ['Knee pain when squatting', 'How do I strengthen an arthritic knee?'],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); NICE guideline NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'short-walks-or-one-long',
    intent: 'injury',
    title: 'Do several short walks count?',
    questions: [
      'one long walk or a few short ones through the day, my knees ache after 20 minutes',
      'do three 10 minute walks count as much as one 30 minute walk',
      'can i do my walking in short bouts because of sore knees',
      'is it ok to do lots of short walks instead of one long walk',
    ],
    keywords: ['short walks', 'several short', 'short bouts', 'walk in bouts'],
    answer:
      'Both count: every bout adds up, so three 10-minute walks do as much as one 30-minute walk towards the 150 minutes a week. If your knees ache on longer walks, a few short ones are better: stop each before the ache starts. Choose flat routes and cushioned shoes, and strengthen your thighs with sit-to-stands 2-3 times a week. An ache up to 3 out of 10 that settles by the next day is fine; see a physiotherapist for swelling, locking or night pain.',
    why: 'Health benefits come from the total time you move, not the length of each bout, while shorter walks keep each dose of load within what the knee tolerates as the muscles around it get stronger.',
    suggestions: ['How do I strengthen an arthritic knee?', 'What is low-impact cardio?'],
  },
  // Source: Schwameder et al., Knee joint forces during downhill walking with hiking poles, J Sports Sci (1999); NICE guideline NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'knee-pain-downhill',
    intent: 'injury',
    title: 'Knee pain on descents and downhill hikes',
    questions: [
      'my knee hurts on the downhill bits of a hike',
      'knees ache coming down hills',
      'what helps knee pain on steep descents',
      'do trekking poles help my knees',
    ],
    keywords: ['downhill', 'descents', 'going downhill', 'trekking poles', 'walking poles'],
    answer:
      'Slow down and shorten your steps on descents: they load the knee most. Use trekking poles, which take a share of the load off your knees, zigzag down steep slopes, keep your knees slightly bent and land softly. Build up with shorter hilly walks, and strengthen your thighs 2-3 times a week with step-downs, sit-to-stands and split squats. Pain up to 3 out of 10 that settles by the next day is fine; see a physiotherapist for swelling, locking, giving way or pain that lasts.',
    why: 'Going downhill the thigh muscles brake the body as they lengthen, which loads the kneecap several times more than walking on the flat; poles and shorter steps spread that load.',
    suggestions: ['Should I take the stairs with a sore knee?', 'Knee pain when running'],
  },
  // Source: Versus Arthritis, Exercises for hands and wrists; NICE guideline NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'sore-fingers-gripping',
    intent: 'injury',
    title: 'My fingers ache holding bands or weights',
    questions: [
      'my fingers ache holding the band',
      'hands hurt gripping dumbbells',
      'fingers hurt from holding the resistance band, any way round it',
      'my grip gives out and my knuckles ache',
    ],
    keywords: ['fingers ache', 'grip hurts', 'holding the band', 'gripping', 'knuckles ache'],
    answer:
      'Take the grip out of it: use band handles, or loop the band around your wrist or forearm, press with an open palm where you can, wrap a towel around a bar or handle for a thicker, softer grip, and use lifting straps for rows and pulls. Warm your hands in warm water first, and rest them between sets. A mild ache that settles within a day is fine; see a doctor or physiotherapist for swelling, numbness, a finger that catches or locks, or pain that lasts.',
    why: 'Squeezing hard and long loads the small finger joints and tendons, which arthritis and tendon irritation make sensitive; spreading the load over the wrist or palm keeps the exercise and spares the fingers.',
    suggestions: ['How do I look after arthritic hands?', 'Band exercises for my shoulders?'],
  },
  // Source: NICE guideline NG59, Low back pain and sciatica in over 16s (2016); Hayden et al., Exercise therapy for chronic low back pain, Cochrane Database Syst Rev (2021)
  {
    id: 'back-tweak-return-to-heavy-pulls',
    intent: 'injury',
    title: 'When are heavy deadlifts OK again post-strain?',
    questions: [
      'tweaked my back deadlifting, when can i go heavy again',
      'feels better now, how do i get to heavy deadlifts again',
      'still twinges when i bend over, can i deadlift yet',
      'how to ramp up again from a low back strain',
      'first week of deadlifts since the tweak',
    ],
    keywords: ['tweaked back', 'deadlift heavy again', 'return to deadlifts', 'twinges'],
    answer:
      'Go back to heavy pulls once everyday bending and a light hinge feel pain-free, usually 1-3 weeks after a mild tweak. Until then, walk and do light RDLs or deadlifts at 40-60% that stay under 3/10 discomfort. Then ramp up over 1-3 weeks, for example 60-70% for sets of 3-5 at RPE 6, then 75-85%, then your program, moving on only if it is no worse next day. See a doctor or physiotherapist if it is not improving after 2 weeks, or for pain down a leg, numbness or weakness.',
    why: 'Most back tweaks are strains that settle with movement; loading gradually rebuilds tolerance, while a sudden return to near-max pulls before everyday bending is comfortable risks a flare-up.',
    suggestions: ['What should I do about lower back pain?', 'What is a deload week?'],
  },
];
