import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Long-term conditions that change how to exercise: multiple sclerosis, lupus, Crohn's and
 * colitis, Parkinson's, rheumatoid arthritis, cancer treatment, ME/CFS, POTS, kidney disease,
 * thyroid disease, scoliosis, hypermobility, endometriosis, pacemakers, IBS, glaucoma, spinal
 * stenosis, ankylosing spondylitis, peripheral arterial disease, fatty liver, reflux, heart
 * valves, aortic aneurysm, blood clots, pelvic organ prolapse, sickle cell, Raynaud's, weight-loss
 * injections, glandular fever, limb loss, weight-loss surgery, restless legs and diverticular
 * disease (heart, lung, diabetes, blood pressure and other common ones are in health-topics.ts).
 */
export const conditionTopics: readonly KnowledgeTopic[] = [
  // Source: Kalb et al., Exercise and lifestyle physical activity recommendations for people with multiple sclerosis throughout the disease course, Mult Scler J (2020); Latimer-Cheung et al., Physical activity guidelines for adults with multiple sclerosis, Arch Phys Med Rehabil (2013)
  {
    id: 'multiple-sclerosis-exercise',
    intent: 'health',
    title: 'Can I lift weights and exercise with MS (multiple sclerosis)?',
    questions: [
      'i have ms is lifting weights ok',
      'can i go to the gym with multiple sclerosis',
      'ms and heat, my symptoms flare when i get hot training',
      'does exercise help ms fatigue',
      'best workouts for someone with ms',
      'my legs go weak and tingly when i overheat, i have multiple sclerosis',
    ],
    keywords: ['multiple sclerosis', 'ms', 'ms fatigue', 'ms relapse', 'uhthoff', 'demyelinating'],
    answer:
      'Yes: strength training and cardio are safe with MS and improve strength, walking, balance and fatigue. Aim for 2 strength sessions a week (1-3 sets of 10-15 reps; machines or seated work if balance is poor) and 2-3 cardio sessions of 10-30 minutes. Heat can briefly bring symptoms back: train somewhere cool, use a fan, sip cold water and rest between sets; it passes once you cool down. New symptoms lasting over 24 hours may be a relapse: pause and call your MS team.',
    why: 'Exercise improves fitness, fatigue and walking in MS without triggering relapses; a rise in body temperature slows signals along damaged nerves, so symptoms return until you cool down and then pass without harm.',
    suggestions: [
      'How do I improve my balance?',
      'What are chair exercises?',
      'How do I exercise safely in heat?',
    ],
  },
  // Source: O'Dwyer, Durcan & Wilson, Exercise and physical activity in systemic lupus erythematosus: a systematic review with meta-analyses, Semin Arthritis Rheum (2017); Fanouriakis et al., 2019 update of the EULAR recommendations for the management of SLE, Ann Rheum Dis (2019)
  {
    id: 'lupus-exercise',
    intent: 'health',
    title: 'Can I exercise with lupus?',
    questions: [
      'i have lupus can i exercise',
      'is weight training ok with sle',
      'lupus fatigue, should i still work out',
      'exercising outdoors in the sun with sle',
      'can exercise trigger a lupus flare',
      'working out with lupus and joint pain',
    ],
    keywords: ['lupus', 'sle', 'systemic lupus', 'lupus flare', 'lupus fatigue'],
    answer:
      'Yes: regular moderate exercise is safe with lupus and reduces fatigue and low mood without triggering flares. Build up to 30 minutes of walking, cycling or swimming 3-5 days a week, plus strength work twice a week, which also protects bones if you take steroids. Sunlight can trigger flares, so train indoors or early and late, with SPF 50. During a flare, swap to gentle stretching and short walks. Stop and call your doctor for chest pain on breathing in, new breathlessness, swollen legs or a fever.',
    why: 'Trials of aerobic and strength training in lupus show less fatigue and better fitness with no rise in disease activity; UV light and infection are the common flare triggers, and pain on breathing can mean inflammation around the heart or lungs.',
    suggestions: [
      'Muscle soreness or an arthritis flare?',
      'Why am I always tired?',
      'Exercising with osteoporosis',
    ],
  },
  // Source: Jones et al., Exercise decreases risk of future active disease in patients with inflammatory bowel disease in remission, Inflamm Bowel Dis (2015); Crohn's & Colitis UK, Exercise and IBD (2023)
  {
    id: 'ibd-exercise',
    intent: 'health',
    title: "Can I exercise with Crohn's or colitis (IBD)?",
    questions: [
      'i have crohns can i go to the gym',
      'exercise with ulcerative colitis',
      'ibd and working out, what is safe',
      'can i lift weights with a stoma',
      'training during a crohns flare',
      'will training hard set off a crohns or colitis flare',
      'colitis makes me need the toilet when i run',
    ],
    keywords: [
      'crohns',
      'crohn',
      'chrons',
      "crohn's disease",
      'colitis',
      'ulcerative colitis',
      'ibd',
      'inflammatory bowel',
      'stoma',
      'ileostomy',
    ],
    answer:
      "Yes: in remission, moderate exercise is safe with Crohn's or colitis and is linked to fewer flares, less fatigue and stronger bones. Aim for 20-30 minutes of cardio 3-5 days a week plus strength work twice a week. Eat 2-3 hours before, drink extra on loose days and stay near a toilet. In a flare, drop to gentle walks or rest. With a stoma, rebuild core strength slowly with your stoma nurse and wear a support belt for lifting. See your doctor for bleeding, fever or severe pain.",
    why: 'People with IBD in remission who exercise more have fewer later flares, and strength training counters the bone and muscle loss from inflammation and steroids; a stoma raises the risk of a hernia beside it, which graded core work and support reduce.',
    suggestions: [
      'Can I lift with a hernia?',
      'Why am I always tired?',
      'Why does hard exercise make me nauseous?',
    ],
  },
  // Source: Osborne et al., Physical therapist management of Parkinson disease: a clinical practice guideline from the APTA, Phys Ther (2022); Schenkman et al., Effect of high-intensity treadmill exercise on motor symptoms in de novo Parkinson disease (SPARX), JAMA Neurol (2018)
  {
    id: 'parkinsons-exercise',
    intent: 'health',
    title: "What exercise is best for Parkinson's?",
    questions: [
      'i have parkinsons what exercise should i do',
      'does exercise slow down parkinsons',
      'my dad has parkinson disease, can he lift weights',
      'parkinsons and balance, how do i avoid falls',
      'is boxing or cycling good for parkinsons',
    ],
    keywords: ['parkinsons', 'parkinson', "parkinson's disease", 'freezing of gait', 'shuffling'],
    answer:
      "Exercise is one of the best treatments for Parkinson's and may slow symptoms: aim for 150 minutes a week. Do cardio 3 days a week for 30 minutes hard enough that talking is difficult (brisk walking, cycling, boxing-style classes), strength training 2-3 days a week, and balance and big, deliberate movements most days. Train when your medication is working well, practise balance next to a counter, and cool down gradually. See your doctor or a physiotherapist after a fall, more freezing, or dizziness on standing.",
    why: 'Regular vigorous exercise improves walking, balance and strength in Parkinson disease, and a trial of high-intensity treadmill training 3 times a week slowed the worsening of motor symptoms over 6 months.',
    suggestions: [
      'How do I improve my balance?',
      'What helps after a fall?',
      'Is weightlifting safe after 60?',
    ],
  },
  // Source: Rausch Osthoff et al., 2018 EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis, Ann Rheum Dis (2018); Hurkmans et al., Dynamic exercise programs in patients with rheumatoid arthritis, Cochrane Database Syst Rev (2009)
  {
    id: 'rheumatoid-arthritis-exercise',
    intent: 'health',
    title: 'Rheumatoid arthritis (RA): how do I train around flares?',
    questions: [
      'i have rheumatoid arthritis can i lift weights',
      'ra and working out, my hands and wrists swell',
      'is rheumatoid arthritis different from osteoarthritis for exercise',
      'training during an ra flare',
      'can exercise make my rheumatoid arthritis worse',
    ],
    keywords: [
      'rheumatoid',
      'ra',
      'ra flare',
      'inflammatory arthritis',
      'psoriatic',
      'methotrexate',
    ],
    answer:
      'Yes: strength training 2-3 times a week and 150 minutes of moderate cardio a week are safe with rheumatoid arthritis and do not speed up joint damage. Unlike wear-and-tear osteoarthritis, RA is inflammation, so it flares: on flare days, move hot, swollen joints gently through a comfortable range without load and train the other areas. Protect hands and wrists with thick handles, neutral grips and machines. Train later in the day if mornings are stiff. See your rheumatology team if a flare lasts more than a few days.',
    why: 'Trials show that strength and aerobic training improve strength, fitness and function in RA without raising disease activity, but loading an actively inflamed joint can strain its already weakened capsule and ligaments.',
    suggestions: [
      'Muscle soreness or an arthritis flare?',
      'Arthritic hands and stiff fingers',
      'Can I exercise with arthritis?',
    ],
  },
  // Source: Campbell et al., Exercise guidelines for cancer survivors: consensus statement from international multidisciplinary roundtable, Med Sci Sports Exerc (2019); Rock et al., American Cancer Society guideline for diet and physical activity for cancer survivors, CA Cancer J Clin (2022)
  {
    id: 'cancer-treatment-exercise',
    intent: 'health',
    title: 'Can I exercise during or after cancer treatment?',
    questions: [
      'can i work out during chemo',
      'finished treatment for cancer, when can i go back to the gym',
      'exercise during radiotherapy',
      'exercising with prostate, bowel or breast cancer',
      'is it safe to lift weights with lymphoedema in my arm',
      'had breast cancer surgery, when can i lift weights again',
      'i am so tired from chemotherapy should i still exercise',
    ],
    keywords: [
      'cancer',
      'chemo',
      'chemotherapy',
      'radiotherapy',
      'immunotherapy',
      'oncology',
      'lymphoedema',
      'lymphedema',
    ],
    answer:
      'Yes: exercise is usually safe during and after cancer treatment and eases fatigue and anxiety. Aim for 30 minutes of moderate cardio 3 times a week and strength training twice a week (2 sets of 8-15 reps), doing less on bad days. Skip the gym and pools when your blood counts are low, and ask your team first about bone metastases, a line or recent surgery. With lymphoedema, start light and build slowly. Do not exercise with a fever of 38 °C or more: call your team.',
    why: 'Large reviews show that aerobic and strength training during and after treatment reduce cancer-related fatigue and improve quality of life; low white cells raise the infection risk in shared spaces, and a fever can be the first sign of infection.',
    suggestions: [
      'Why am I always tired?',
      'When can I exercise after an operation?',
      'Is weightlifting safe after 60?',
    ],
  },
  // Source: NICE guideline NG206, Myalgic encephalomyelitis (or encephalopathy)/chronic fatigue syndrome: diagnosis and management (2021)
  {
    id: 'me-cfs-pacing',
    intent: 'health',
    title: 'I have ME/CFS: should I do graded exercise?',
    questions: [
      'i have me cfs should i try graded exercise',
      'chronic fatigue syndrome and working out',
      'how do i exercise with myalgic encephalomyelitis',
      'cfs crash after the gym',
      'i have me/cfs, should i push through the exhaustion',
      'boom and bust with chronic fatigue syndrome',
    ],
    keywords: [
      'cfs',
      'me/cfs',
      'chronic fatigue syndrome',
      'myalgic encephalomyelitis',
      'graded exercise therapy',
      'energy envelope',
      'boom and bust',
    ],
    answer:
      'No: with ME/CFS, do not follow a graded exercise programme that adds a fixed amount each week; NICE advises against it. Use pacing instead: keep an activity diary for 2-4 weeks, find what you can do on a bad day without a crash 1-3 days later, and stay within it, breaking tasks into short chunks with rest before you feel tired. Only increase once you have been stable for weeks, and drop back after any crash. Ask your GP about an ME/CFS specialist service or physiotherapist.',
    why: 'Post-exertional malaise, a worsening of symptoms hours to days after effort, is the core of ME/CFS, and fixed increases that ignore it can make people worse for weeks.',
    suggestions: [
      'Why am I always tired?',
      'Still crashing months after covid',
      'What are chair exercises?',
    ],
  },
  // Source: Fu & Levine, Exercise and non-pharmacological treatment of POTS, Auton Neurosci (2018); Sheldon et al., 2015 Heart Rhythm Society expert consensus statement on postural tachycardia syndrome, Heart Rhythm (2015)
  {
    id: 'pots-exercise',
    intent: 'health',
    title: 'How do I exercise with POTS?',
    questions: [
      'i have pots can i exercise',
      'postural tachycardia syndrome workout',
      'my heart races when i stand up and i get dizzy, i have pots',
      'best exercise for postural orthostatic tachycardia',
      'pots makes me faint when i run',
      'my heart rate jumps by 30-40 bpm when i stand, could it be pots',
    ],
    keywords: [
      'pots',
      'postural tachycardia',
      'postural orthostatic tachycardia',
      'orthostatic intolerance',
      'tachycardia',
    ],
    answer:
      'Yes, exercise is one of the best treatments for POTS, but start lying or sitting: a recumbent bike, rowing machine or swimming. Begin with 10-15 minutes 3 times a week and build towards 30-45 minutes over 2-3 months before adding upright cardio. Add leg and core strength on seated machines. Drink 2-3 litres a day, ask your doctor about extra salt, and cool down slowly. New symptoms need a GP check first. Sit or lie down with legs raised if you feel faint.',
    why: 'Deconditioning and a small heart and blood volume drive POTS symptoms; training that starts horizontal enlarges the heart and blood volume without triggering symptoms, and most people improve after about 3 months.',
    suggestions: [
      'Why do I feel dizzy when training?',
      'Is a high heart rate dangerous?',
      'What low-impact cardio can I do?',
    ],
  },
  // Source: KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease, Kidney Int (2024); Heiwe & Jacobson, Exercise training for adults with chronic kidney disease, Cochrane Database Syst Rev (2011)
  {
    id: 'kidney-disease-exercise',
    intent: 'health',
    title: 'Can I exercise with kidney disease or on dialysis?',
    questions: [
      'i have ckd can i lift weights',
      'exercise with chronic kidney disease',
      'can i work out on dialysis',
      'on dialysis three times a week, can i still train',
      'gym after a kidney transplant',
      'stage 3 kidney disease what exercise is safe',
    ],
    keywords: [
      'chronic kidney disease',
      'ckd',
      'kidney disease',
      'kidney failure',
      'dialysis',
      'haemodialysis',
      'hemodialysis',
      'kidney transplant',
      'fistula',
    ],
    answer:
      'Yes: exercise is safe and recommended at every stage of kidney disease, including on dialysis and after a transplant. Aim for 150 minutes a week of moderate activity such as walking or cycling, plus strength training twice a week. On haemodialysis, train on non-dialysis days or ask about cycling during dialysis, and never lift heavy or press on your fistula arm. Keep to your fluid limit, and ask your kidney team before protein shakes or creatine. Stop for chest pain, breathlessness, dizziness or new swelling.',
    why: 'Trials in kidney disease show that regular training improves fitness, muscle strength, blood pressure and quality of life; a fistula can be damaged by heavy pressure, and extra protein and creatine change kidney blood results.',
    suggestions: [
      'Can I exercise with high blood pressure?',
      'Is a high-protein diet bad for my kidneys?',
      'Why do my ankles swell after walking?',
    ],
  },
  // Source: NICE guideline NG145, Thyroid disease: assessment and management (2019); American Thyroid Association, Thyroid and Weight (patient information); British Thyroid Foundation, Hypothyroidism
  {
    id: 'thyroid-exercise',
    intent: 'health',
    title: "Underactive thyroid, hypothyroidism or Hashimoto's: can I train and lose weight?",
    questions: [
      'i have an underactive thyroid and cant lose weight',
      'hypothyroidism and working out',
      'can i build muscle with hypothyroidism',
      'does hashimotos make it harder to lose fat',
      'can i exercise with an overactive thyroid',
      'best time to take levothyroxine around training',
    ],
    keywords: [
      'thyroid',
      'underactive thyroid',
      'hypothyroidism',
      'hypothyroid',
      'hashimotos',
      'overactive thyroid',
      'hyperthyroidism',
      'levothyroxine',
    ],
    answer:
      'Yes: once your thyroid levels are back in range on treatment, you can train and lose fat like anyone else, through a calorie deficit, protein and strength work. An underactive thyroid usually adds only 2-5 kg, mostly water. Levels take 6-8 weeks to settle after a dose change. Take levothyroxine on an empty stomach, 30-60 minutes before breakfast, and 4 hours apart from calcium or iron. With an overactive thyroid, avoid hard training until it is controlled. See your doctor about palpitations or new tiredness.',
    why: 'A low thyroid slows metabolism only modestly and the extra weight is largely fluid, which goes with treatment; an overactive thyroid raises the resting heart rate, so hard exercise strains the heart until it is treated.',
    suggestions: ['How do I lose fat?', 'Why am I always tired?', 'How much protein do I need?'],
  },
  // Source: Negrini et al., 2016 SOSORT guidelines: orthopaedic and rehabilitation treatment of idiopathic scoliosis during growth, Scoliosis Spinal Disord (2018); Seleviciene et al., Physiotherapeutic scoliosis-specific exercise methodologies used for conservative treatment of adolescent idiopathic scoliosis, and their effectiveness: an extended literature review, Medicina (2022)
  {
    id: 'scoliosis-exercise',
    intent: 'health',
    title: 'Can I lift weights with scoliosis?',
    questions: [
      'i have scoliosis can i lift weights',
      'is deadlifting safe with a curved spine',
      'scoliosis and squats, will it make my curve worse',
      'best exercises for scoliosis back pain',
      'can i go to the gym after scoliosis surgery',
    ],
    keywords: ['scoliosis', 'curved spine', 'curvature of the spine', 'schroth', 'spinal fusion'],
    answer:
      'Yes: most adults with scoliosis can lift, including squats and deadlifts, and stronger back and core muscles often ease the aches. Start lighter than you think, build load over weeks and keep a neutral spine. Add one-arm rows, split squats and side planks on both sides; you do not need to look symmetrical. A physio can teach scoliosis-specific exercises such as Schroth for pain. After a spinal fusion, ask your surgeon before lifting heavy. See a doctor for numbness, leg weakness or a curve that is still changing.',
    why: 'There is no evidence that strength training makes an adult scoliosis curve worse, and trunk strength and endurance help the spine tolerate load; a curve that progresses or presses on nerves needs a specialist.',
    suggestions: [
      'What should I do about lower back pain?',
      'Can exercise improve my posture?',
      'How do I brace my core?',
    ],
  },
  // Source: Engelbert et al., The evidence-based rationale for physical therapy treatment of children, adolescents, and adults diagnosed with joint hypermobility syndrome/hypermobile Ehlers-Danlos syndrome, Am J Med Genet C (2017); Ehlers-Danlos Support UK, Exercise and physical activity
  {
    id: 'hypermobility-exercise',
    intent: 'health',
    title: 'How should I train with hypermobility or EDS?',
    questions: [
      'i have hypermobility how should i lift',
      'ehlers danlos syndrome and weight training',
      'my joints are double jointed and bend too far, is lifting safe',
      'heds and the gym, my shoulder keeps partly dislocating',
      'should i stretch if i am hypermobile',
      'i am hypermobile, can i lift heavy weights',
      'my knees and elbows hyperextend when i squat or press',
    ],
    keywords: [
      'hypermobility',
      'hypermobile',
      'ehlers danlos',
      'eds',
      'heds',
      'double jointed',
      'subluxation',
    ],
    answer:
      'Yes: strength training is the main treatment for hypermobility and hypermobile EDS, because muscles steady joints that ligaments do not. Train 2-3 times a week with light to moderate loads and slow reps, stop just short of your end range and do not lock elbows or knees. Add balance work. Build up over 8-12 weeks, as flares are common when you do too much too soon. You do not need more stretching. A physio who knows hypermobility can tailor it; see them if joints keep slipping out.',
    why: 'Lax connective tissue leaves joints relying on muscle control; strength and body-awareness training improve pain and function, while pushing into end range strains the ligaments further.',
    suggestions: [
      'How do I exercise with POTS?',
      'Are rest days important?',
      'When should I see a physio?',
    ],
  },
  // Source: Tennfjord et al., Effect of physical activity and exercise on endometriosis-associated symptoms: a systematic review, BMC Womens Health (2021); ESHRE guideline: endometriosis (2022)
  {
    id: 'endometriosis-exercise',
    intent: 'health',
    title: 'Can I exercise with endometriosis?',
    questions: [
      'i have endometriosis can i still train',
      'endometriosis pain and working out',
      'does exercise help endometriosis',
      'core exercises hurt with my endometriosis',
      'adenomyosis and the gym',
    ],
    keywords: ['endometriosis', 'adenomyosis', 'pelvic pain', 'endometriosis pain'],
    answer:
      'Yes: exercise is safe with endometriosis and many people find it eases pain, mood and fatigue, though the evidence is still small. Plan your week around your symptoms: normal training on good days, walking, yoga, swimming or gentle cycling on painful days, with a hot water bottle after. If crunches or heavy bracing hurt, swap to gentler core work and ask about a pelvic health physio. Heavy periods can lower iron. See your doctor for pain that stops you moving, or new pain with sex or going to the toilet.',
    why: 'Regular exercise lowers inflammation and raises natural pain relief, and small studies suggest less pelvic pain; because symptoms follow the cycle, adjusting intensity by the day works better than a fixed plan.',
    suggestions: [
      'Should I train differently on my period?',
      'I have anaemia: can I exercise?',
      'How do I do Kegel exercises?',
    ],
  },
  // Source: Pelliccia et al., 2020 ESC Guidelines on sports cardiology and exercise in patients with cardiovascular disease, Eur Heart J (2021); British Heart Foundation, Living with a pacemaker or ICD
  {
    id: 'pacemaker-icd-exercise',
    intent: 'health',
    title: 'Can I exercise with a pacemaker or ICD?',
    questions: [
      'i have a pacemaker can i lift weights',
      'working out with an icd',
      'when can i use my arm after getting a pacemaker',
      'defibrillator fitted, is the gym safe',
      'can i do push ups with a pacemaker',
      'is bench press or overhead pressing ok with a pacemaker',
    ],
    keywords: ['pacemaker', 'icd', 'defibrillator', 'implanted defibrillator', 'pacemaker check'],
    answer:
      'Yes: once the wound has healed, most people with a pacemaker or ICD can walk, cycle, swim and lift, guided by their heart condition. For the first 4-6 weeks, do not lift that arm above your shoulder or carry anything heavy, so the leads settle. After that, build up gradually; avoid contact sports and anything that hits the device, such as a heavy bag. With an ICD, ask your team for its shock rate and keep your heart rate well below it. Report any shock, dizziness or fainting.',
    why: 'The leads need several weeks to anchor in the heart, and big arm movements can pull them loose; an ICD counts heart beats, so a very high exercise heart rate can trigger a shock that is not needed.',
    suggestions: [
      'Exercising with a heart condition',
      'Do beta blockers affect my heart rate?',
      'What are heart rate zones?',
    ],
  },
  // Source: NICE guideline CG61, Irritable bowel syndrome in adults: diagnosis and management (2008, updated 2017); Johannesson et al., Physical activity improves symptoms in irritable bowel syndrome: a randomized controlled trial, Am J Gastroenterol (2011)
  {
    id: 'ibs-exercise',
    intent: 'health',
    title: 'Does exercise help IBS, and how do I train with it?',
    questions: [
      'i have ibs and running triggers it',
      'does exercise help irritable bowel syndrome',
      'ibs bloating and cramps at the gym',
      'what should i eat before training with ibs',
      'need the toilet every time i run, i have ibs',
    ],
    keywords: [
      'ibs',
      'irritable bowel',
      'irritable bowel syndrome',
      'runners trots',
      'ibs symptoms',
    ],
    answer:
      'Yes: regular exercise usually eases IBS; in one trial, 20-60 minutes of moderate to vigorous activity 3-5 days a week improved symptoms within 12 weeks. If running jolts your gut, try cycling, swimming or the cross-trainer. Eat 2-3 hours before training, and skip big, fatty or high-fibre meals, coffee and sugar-free sweets just before. Drink steadily and plan a route with a toilet. A dietitian can guide a low-FODMAP trial. See your GP for blood in your stool, weight loss or symptoms at night.',
    why: 'Activity helps gas move through the gut and lowers stress, a strong IBS trigger, while the jolting of running and food close to training speed up the bowel.',
    suggestions: [
      "Can I exercise with Crohn's or colitis?",
      'What should I eat before a workout?',
      'What low-impact cardio can I do?',
    ],
  },
  // Source: Glaucoma UK, Exercise and glaucoma; Jasien et al., Intraocular pressure rise in subjects with and without glaucoma during four common yoga positions, PLoS One (2015); Vieira et al., Intraocular pressure variation during weight lifting, Arch Ophthalmol (2006)
  {
    id: 'glaucoma-exercise',
    intent: 'health',
    title: 'Can I lift weights with glaucoma?',
    questions: [
      'i have glaucoma can i lift weights',
      'glaucoma and downward dog in yoga',
      'does heavy lifting raise eye pressure',
      'raised eye pressure and working out',
      'glaucoma and headstands',
    ],
    keywords: ['glaucoma', 'intraocular', 'ocular', 'eye drops'],
    answer:
      'Yes: regular moderate cardio such as brisk walking or cycling is good with glaucoma and may even lower eye pressure. Two things raise it: holding your breath on heavy lifts and head-down positions. So lift moderate weights for 10-15 reps breathing out on the effort, avoid maximal lifts, and skip headstands, long downward dogs and decline benches. Keep using your drops as prescribed. Sudden eye pain, a red eye, blurred vision or halos with headache or sickness needs A&E the same day.',
    why: 'Straining against a closed airway and hanging the head below the heart both raise pressure inside the eye, which glaucoma makes the optic nerve less able to tolerate; aerobic exercise lowers it slightly.',
    suggestions: [
      'How should I breathe when lifting?',
      'Can I exercise with high blood pressure?',
      'What low-impact cardio can I do?',
    ],
  },
  // Source: Kreiner et al., NASS evidence-based clinical guideline for the diagnosis and treatment of degenerative lumbar spinal stenosis, Spine J (2013); NICE guideline NG59, Low back pain and sciatica in over 16s (2016, updated 2020)
  {
    id: 'spinal-stenosis-exercise',
    intent: 'health',
    title: 'What exercise helps spinal stenosis?',
    questions: [
      'i have spinal stenosis what exercises can i do',
      'my legs get heavy when i walk and ease when i sit, stenosis',
      'lumbar stenosis and the gym',
      'is cycling good for spinal stenosis',
      'narrowing of the spine and lifting weights',
    ],
    keywords: [
      'stenosis',
      'spinal stenosis',
      'lumbar stenosis',
      'narrowing of the spine',
      'neurogenic claudication',
    ],
    answer:
      'Exercise helps spinal stenosis, especially in positions that bend you slightly forward, which open the space for the nerves. A stationary bike, walking uphill or leaning on a trolley, and swimming are usually easier than flat walking. Walk in short bouts and sit or bend forward before the leg pain builds. Strengthen hips, legs and core 2-3 times a week and limit arching back or heavy overhead work. Numbness between the legs, bladder or bowel changes or worsening leg weakness needs urgent help.',
    why: 'Standing upright and arching back narrow the spinal canal and squeeze the nerves, which is why walking brings on leg pain that sitting or leaning forward relieves.',
    suggestions: [
      'What should I do about lower back pain?',
      'What low-impact cardio can I do?',
      'When should I see a physio?',
    ],
  },
  // Source: Ramiro et al., ASAS-EULAR recommendations for the management of axial spondyloarthritis: 2022 update, Ann Rheum Dis (2023); National Axial Spondyloarthritis Society (NASS), Exercise and axSpA
  {
    id: 'ankylosing-spondylitis-exercise',
    intent: 'health',
    title: 'How should I exercise with ankylosing spondylitis (axial SpA)?',
    questions: [
      'i have ankylosing spondylitis what exercise should i do',
      'axial spondyloarthritis and weight lifting',
      'my back is stiff every morning with ankylosing spondylitis',
      'is swimming good for axspa',
      'axspa and going to the gym',
      'spondylitis and deadlifts',
    ],
    keywords: [
      'ankylosing spondylitis',
      'spondylitis',
      'axial spondyloarthritis',
      'axspa',
      'spondyloarthritis',
      'bechterew',
    ],
    answer:
      'Exercise every day is a core treatment for ankylosing spondylitis: it keeps your spine moving and eases pain and stiffness. Do 10-15 minutes of spine and hip mobility daily (cat-cow, thoracic rotations, chest opening, hip flexor stretches), strength training 2-3 times a week and 150 minutes of cardio; swimming suits many. Stiffness that eases with movement is typical, so move in the morning. If your spine is fused or bones are thin, avoid heavy loads and contact. A red, painful eye needs same-day eye care.',
    why: 'Inflammation in the spine slowly stiffens it, and daily movement plus strength and fitness training keep mobility, posture and breathing capacity, with no harm from exercise found in trials.',
    suggestions: [
      'Can exercise improve my posture?',
      'Rheumatoid arthritis: training in a flare',
      'What should I do about lower back pain?',
    ],
  },
  // Source: NICE guideline CG147, Peripheral arterial disease: diagnosis and management (2012, updated 2020); Gerhard-Herman et al., 2016 AHA/ACC guideline on the management of patients with lower extremity peripheral artery disease, Circulation (2017)
  {
    id: 'peripheral-arterial-disease-exercise',
    intent: 'health',
    title: 'Calf pain on walking from PAD (claudication): what helps?',
    questions: [
      'i have peripheral arterial disease can i exercise',
      'my calf cramps after walking a few minutes and eases when i stop',
      'intermittent claudication walking programme',
      'blocked arteries in my legs, is walking good',
      'i have pad and my calves hurt when i walk',
    ],
    keywords: [
      'peripheral arterial disease',
      'peripheral artery disease',
      'claudication',
      'intermittent claudication',
      'leg arteries',
      'poor circulation',
    ],
    answer:
      'Yes: walking is the main treatment for peripheral arterial disease. Walk until the calf pain is moderate to strong, rest until it goes, then walk again, for 30-45 minutes in total at least 3 times a week for 12 weeks or more; NICE offers a supervised class of about 2 hours a week for 3 months. Stopping smoking matters most, and check your feet daily if you have diabetes. Pain at rest or at night, or a cold, pale or sore foot, needs urgent help.',
    why: 'Walking into claudication pain trains the leg muscles to use oxygen better and builds small blood vessels around the blockages, so pain-free walking distance rises.',
    suggestions: [
      'Why do I get leg cramps at night?',
      'How do I exercise with neuropathy?',
      'Does smoking affect my fitness?',
    ],
  },
  // Source: EASL-EASD-EASO Clinical Practice Guidelines on the management of metabolic dysfunction-associated steatotic liver disease (MASLD), J Hepatol (2024); Keating et al., Exercise and non-alcoholic fatty liver disease: a systematic review and meta-analysis, J Hepatol (2012)
  {
    id: 'fatty-liver-exercise',
    intent: 'health',
    title: 'Does exercise help fatty liver (NAFLD or MASLD)?',
    questions: [
      'i have fatty liver what exercise helps',
      'my doctor says i have nafld, how much should i work out',
      'can you reverse fatty liver with exercise',
      'masld and weight loss, how much do i need to lose',
      'is cardio or weights better for a fatty liver',
    ],
    keywords: ['fatty liver', 'nafld', 'masld', 'nash', 'liver fat', 'steatosis'],
    answer:
      'Yes: exercise is one of the main treatments for fatty liver and lowers liver fat even before your weight changes. Aim for 150-300 minutes a week of moderate cardio such as brisk walking or cycling, or 75-150 minutes of vigorous, plus strength training 2-3 times a week; both help. Losing 7-10% of your body weight, at about 0.5-1 kg a week, reduces liver fat and inflammation the most. Cut back on alcohol and sugary drinks. Ask your doctor whether you need a liver scarring check.',
    why: 'Exercise makes muscles burn more fat and sugar and improves insulin sensitivity, so the liver stores less fat; trials show less liver fat with training even without weight loss.',
    suggestions: [
      'How do I lose fat?',
      'How much cardio do I need?',
      'Exercising with type 2 diabetes',
    ],
  },
  // Source: NICE guideline CG184, Gastro-oesophageal reflux disease and dyspepsia in adults (2014, updated 2019); Jozkow et al., Gastroesophageal reflux disease and physical activity, Sports Med (2006)
  {
    id: 'reflux-during-exercise',
    intent: 'health',
    title: 'Why do I get acid reflux or heartburn when I exercise?',
    questions: [
      'i get heartburn when i run',
      'acid reflux when lifting weights',
      'gerd and working out, what helps',
      'burning in my chest and sour taste during crunches',
      'does exercise make reflux worse',
    ],
    keywords: ['acid reflux', 'reflux', 'heartburn', 'gerd', 'gord', 'indigestion'],
    answer:
      'Reflux during exercise is common and usually manageable. Leave 2-3 hours after a meal before training, and skip fatty or spicy food, coffee, alcohol and fizzy drinks beforehand. Running, crunches and head-down moves squeeze the stomach more than cycling, walking or swimming, so swap those on bad days, breathe out on the effort rather than bracing hard, and loosen a tight belt. Losing excess weight helps too. Chest pain on exertion can be the heart, so stop and get it checked; see your GP for trouble swallowing.',
    why: 'Jolting, a full stomach and pressure from bracing or bending push stomach acid up past the valve at the top of the stomach, while the same burning can also be angina.',
    suggestions: [
      'What should I eat before a workout?',
      'Chest pain during exercise',
      'Why does hard exercise make me nauseous?',
    ],
  },
  // Source: Pelliccia et al., 2020 ESC Guidelines on sports cardiology and exercise in patients with cardiovascular disease, Eur Heart J (2021); British Heart Foundation, Heart valve disease
  {
    id: 'heart-murmur-valve-exercise',
    intent: 'health',
    title: 'Can I exercise with a heart murmur or valve problem?',
    questions: [
      'i have a heart murmur can i lift weights',
      'mitral valve prolapse and exercise',
      'aortic stenosis, is the gym safe',
      'leaky heart valve and running',
      'i had a valve replacement, can i train',
    ],
    keywords: [
      'heart murmur',
      'murmur',
      'heart valve',
      'mitral valve',
      'aortic stenosis',
      'valve replacement',
      'bicuspid',
    ],
    answer:
      'Usually yes. Many murmurs are harmless, and a mild valve leak or narrowing needs no limits. Ask your cardiologist what your echo showed: with moderate valve disease most people can do moderate cardio and lighter strength work, but severe narrowing of the aortic valve means avoiding hard or heavy efforts until it is treated. Breathe out on every lift rather than straining. Stop and get checked for chest pain, fainting, unusual breathlessness or a racing heartbeat during exercise.',
    why: 'How much effort is safe depends on how tight or leaky the valve is and how the heart copes, which an echo shows; a tight aortic valve limits the blood the heart can pump when you exert yourself.',
    suggestions: [
      'Exercising with a heart condition',
      'Chest pain during exercise',
      'How should I breathe when lifting?',
    ],
  },
  // Source: Isselbacher et al., 2022 ACC/AHA Guideline for the Diagnosis and Management of Aortic Disease, Circulation (2022); NHS, Abdominal aortic aneurysm
  {
    id: 'aortic-aneurysm-exercise',
    intent: 'health',
    title: 'Is it safe to exercise or lift with an aortic aneurysm?',
    questions: [
      'i have an aortic aneurysm can i lift weights',
      'small aaa, is exercise safe',
      'how heavy can i lift with a dilated aorta',
      'marfan syndrome and the gym',
      'can i walk and cycle with an aneurysm',
    ],
    keywords: ['aortic aneurysm', 'aneurysm', 'aaa', 'dilated aorta', 'aorta', 'marfan'],
    answer:
      'Yes, keep active: about 150 minutes a week of moderate cardio such as brisk walking, cycling or swimming is recommended with an aortic aneurysm and helps blood pressure. What to avoid is straining: no heavy or maximal lifts and no breath-holding. Use light weights you can lift 12-15 times while breathing out on the effort, and keep your blood pressure treated. Ask your vascular team about your limits. Sudden severe pain in your tummy, back or chest is an emergency: call 999.',
    why: 'Heavy lifting with a held breath sends blood pressure very high for a moment, which stresses a weakened aortic wall, while steady moderate exercise does not.',
    suggestions: [
      'How should I breathe when lifting?',
      'Can I exercise with high blood pressure?',
      'Heavy singles with high blood pressure?',
    ],
  },
  // Source: NHS, Deep vein thrombosis (DVT) and Pulmonary embolism; Ortel et al., American Society of Hematology 2020 guidelines for management of venous thromboembolism: treatment, Blood Adv (2020)
  {
    id: 'exercise-after-blood-clot',
    intent: 'health',
    title: 'When can I exercise after a DVT or pulmonary embolism?',
    questions: [
      'i had a dvt, when can i train again',
      'exercise after a blood clot in my leg',
      'back to the gym after a pulmonary embolism',
      'is walking ok with a blood clot on blood thinners',
      'how long after a pe can i run',
    ],
    keywords: ['blood clot', 'pulmonary embolism', 'embolism', 'thrombosis', 'clot in my leg'],
    answer:
      'Once you have started blood-thinning treatment, walking is safe and encouraged, usually within days, and it eases leg pain and swelling. Build up over a few weeks to brisk walking, cycling or swimming, wear compression stockings if prescribed, and add strength work as symptoms settle. After a pulmonary embolism, breathlessness can take weeks to months to ease, so progress by how you feel. On blood thinners, avoid contact sports and falls. New chest pain, coughing blood or sudden breathlessness needs 999.',
    why: 'Once treatment stops the clot growing, moving the leg helps blood flow and lowers the risk of lasting leg symptoms, while the lungs recover their reserve over weeks after an embolism.',
    suggestions: [
      'Can I exercise with atrial fibrillation?',
      'Exercises on a long flight',
      'Why do my ankles swell after walking?',
    ],
  },
  // Source: NICE guideline NG210, Pelvic floor dysfunction: prevention and non-surgical management (2021); Hagen & Stark, Conservative prevention and management of pelvic organ prolapse in women, Cochrane Database Syst Rev (2011)
  {
    id: 'pelvic-organ-prolapse-exercise',
    intent: 'health',
    title: 'Can I lift weights with a pelvic organ prolapse?',
    questions: [
      'i have a prolapse can i still lift weights',
      'pelvic organ prolapse and squats',
      'heavy dragging feeling down below after deadlifts',
      'bladder prolapse after having kids, is running ok',
      'can lifting make a prolapse worse',
    ],
    keywords: [
      'prolapse',
      'pelvic organ prolapse',
      'bladder prolapse',
      'womb prolapse',
      'uterine prolapse',
      'rectocele',
      'cystocele',
      'pessary',
    ],
    answer:
      'Usually yes: many people with a prolapse keep lifting and running by managing the load. Do daily pelvic floor training for at least 16 weeks, ideally taught by a pelvic health physio. Breathe out and lift the pelvic floor as you lift, never hold your breath, and build weight gradually. Heaviness, dragging or a bulge during or after a session means ease the load or impact that day. A pessary can help you train. See your GP for a bulge that stays out, bleeding or trouble passing urine.',
    why: 'Straining and impact push down on the pelvic organs, and a strong, well-timed pelvic floor holds against that pressure; supervised pelvic floor training improves prolapse symptoms in trials.',
    suggestions: [
      'How do I do Kegel exercises?',
      'I leak when I jump or run',
      'How should I breathe when lifting?',
    ],
  },
  // Source: NATA consensus statement, Sickle cell trait and the athlete (2007); Liem et al., American Society of Hematology 2019 guidelines for sickle cell disease: cardiopulmonary and kidney disease, Blood Adv (2019); Sickle Cell Society, Standards for clinical care of adults with sickle cell disease in the UK (2018)
  {
    id: 'sickle-cell-exercise',
    intent: 'health',
    title: 'Exercising with sickle cell',
    questions: [
      'i have sickle cell trait, is hard training safe',
      'sickle cell disease and exercise',
      'can i do hiit with sickle cell',
      'sickle cell and lifting weights',
      'does exercise trigger a sickle cell crisis',
    ],
    keywords: ['sickle cell', 'sickle cell disease', 'sickle cell crisis', 'sickling'],
    answer:
      'Yes, with care. With sickle cell trait you can train and compete, but build fitness over weeks, drink plenty, take rests between hard efforts, avoid all-out sprints or fitness tests you have not trained for, and take extra care in heat or at altitude. With sickle cell disease, regular moderate exercise is encouraged: warm up, stay warm, drink before you feel thirsty and stop before you are exhausted. Stop at once for cramping with weakness, or chest pain or breathlessness, and get help.',
    why: 'Intense exertion with dehydration, heat or low oxygen can make red cells sickle and block small blood vessels, which causes muscle breakdown with the trait and painful crises with the disease.',
    suggestions: [
      'How much water should I drink?',
      'How do I exercise safely in heat?',
      'I have anaemia: can I exercise?',
    ],
  },
  // Source: British Association of Dermatologists and Scleroderma & Raynaud's UK, Raynaud's phenomenon; NHS, Raynaud's
  {
    id: 'raynauds-exercise',
    intent: 'health',
    title: "How do I exercise in the cold with Raynaud's?",
    questions: [
      'my fingers turn white and numb in the cold',
      'raynauds and winter running',
      'cold hands gripping the bar with raynauds',
      'does exercise help raynauds',
    ],
    keywords: ['raynauds', "raynaud's", 'raynaud', 'white fingers', 'fingers turn white'],
    answer:
      "Keep exercising: regular activity improves circulation and helps Raynaud's. The key is to stay warm before you start: warm up indoors, wear thin liner gloves under mittens or heated gloves, warm socks and a hat, and keep your core warm too. In the gym, use gloves or chalk on cold bars. If fingers go white, stop, move somewhere warm and warm them gently in lukewarm, not hot, water. See your GP for attacks on one side only, sores on the fingertips or if it started after 30.",
    why: "In Raynaud's, small arteries in the fingers and toes overreact to cold and stress and clamp shut; keeping the whole body warm stops the trigger, and regular exercise improves blood flow.",
    suggestions: ['Walking in bad weather', 'How should I warm up?', 'Hand care and calluses'],
  },
  // Source: Mozaffarian et al., Nutritional priorities to support GLP-1 therapy for obesity: a joint advisory from the ACLM, ASN, OMA and TOS, Am J Clin Nutr (2025); Wilding et al., Once-weekly semaglutide in adults with overweight or obesity (STEP 1), N Engl J Med (2021)
  {
    id: 'weight-loss-injections-training',
    intent: 'health',
    title: 'Training and protein on Ozempic, Wegovy or Mounjaro',
    questions: [
      'im on ozempic how do i not lose muscle',
      'dropping kilos fast on ozempic, will i lose muscle too',
      'wegovy and strength training',
      'mounjaro and the gym, what should my meals look like',
      'how much protein on mounjaro or semaglutide',
      'on the weight loss jabs, can i still lift',
      'tirzepatide and fuelling my workouts',
    ],
    keywords: [
      'ozempic',
      'wegovy',
      'mounjaro',
      'zepbound',
      'saxenda',
      'semaglutide',
      'tirzepatide',
      'liraglutide',
      'glp-1',
    ],
    answer:
      'Lift weights and eat enough protein: without them, 25-40% of the weight lost on these medicines can be muscle and other lean tissue. Strength train 2-3 times a week, working every major muscle, and aim for at least 1.2 g of protein per kg of body weight a day, in small protein-first meals since appetite is low. Walk most days, sip water through the day, and train lighter on nausea days. Eat a small snack before sessions if you feel shaky, and tell your prescriber about dizziness or vomiting.',
    why: 'A large, fast calorie deficit breaks down muscle as well as fat unless muscles get a reason to stay (lifting) and the protein to rebuild; keeping muscle protects strength and makes regaining weight less likely.',
    suggestions: [
      'How much protein do I need?',
      'How do I keep muscle while losing fat?',
      'Why does hard exercise make me nauseous?',
    ],
  },
  // Source: Putukian et al., Mononucleosis and athletic participation: an evidence-based subject review, Clin J Sport Med (2008); NHS, Glandular fever
  {
    id: 'glandular-fever-return',
    intent: 'health',
    title: 'When can I train after glandular fever (mono)?',
    questions: [
      'when can i go back to the gym after glandular fever',
      'mononucleosis and lifting weights',
      'can i play rugby with a swollen spleen from ebv',
      'still exhausted weeks after mononucleosis',
      'had mono, when can i run again',
    ],
    keywords: [
      'glandular',
      'mononucleosis',
      'epstein barr',
      'ebv',
      'kissing disease',
      'swollen spleen',
    ],
    answer:
      'Rest while you have a fever and feel unwell, then start with easy walks. Avoid contact sports, heavy lifting and anything that strains your tummy for at least 4 weeks from when symptoms began, longer if your spleen is still enlarged, because a swollen spleen can rupture. Then build up over a few weeks from about half your usual training, as tiredness often lingers. Sudden pain in the upper left of your tummy or the tip of your left shoulder needs 999.',
    why: 'The virus swells the spleen in most people, and it is most fragile in the first 3-4 weeks, when a blow or the pressure of straining can tear it.',
    suggestions: [
      'How do I come back after being ill?',
      'Can I exercise with a fever or flu?',
      'Why am I always tired?',
    ],
  },
  // Source: ACSM's Exercise Management for Persons with Chronic Diseases and Disabilities, 4th ed. (2016), chapter on lower-limb amputation; Amputee Coalition, Fitness and exercise after limb loss
  {
    id: 'amputee-training',
    intent: 'health',
    title: 'How do I train as an amputee or with a prosthetic leg?',
    questions: [
      'i am an amputee, how should i work out',
      'below knee amputation and the gym',
      'can i squat with a prosthetic leg',
      'lifting weights with one arm after an amputation',
      'my stump gets sore after training',
    ],
    keywords: [
      'amputee',
      'amputation',
      'prosthetic',
      'prosthesis',
      'limb difference',
      'limb loss',
      'residual limb',
      'stump',
    ],
    answer:
      'The usual rules apply: strength train 2-3 times a week and build towards 150 minutes of cardio. Train both sides and your core, and especially the hip muscles of the amputated side, which drive walking with a prosthesis. Machines, seated work, an arm bike and swimming without the limb all work. Check your residual limb daily for redness, blisters or sores, keep it dry and pad sweaty sockets. A prosthetist can fit a sports limb; stop and get it checked if the skin breaks.',
    why: 'Strong hips, core and upper body make walking with a prosthesis easier and protect the other leg and back, while the socket and skin of the residual limb are what usually limits training.',
    suggestions: [
      'How do I train as a wheelchair user?',
      'How do I improve my balance?',
      'What are chair exercises?',
    ],
  },
  // Source: Mechanick et al., Clinical practice guidelines for the perioperative nutrition, metabolic, and nonsurgical support of patients undergoing bariatric procedures: 2019 update (AACE/TOS/ASMBS/OMA/ASA), Surg Obes Relat Dis (2020)
  {
    id: 'bariatric-surgery-training',
    intent: 'health',
    title: 'How do I train and eat after a gastric bypass or sleeve?',
    questions: [
      'had a gastric sleeve, when can i start lifting',
      'exercise after gastric bypass surgery',
      'how much protein after bariatric surgery',
      'losing muscle after my sleeve gastrectomy',
      'gastric band and going to the gym',
    ],
    keywords: [
      'gastric bypass',
      'gastric sleeve',
      'sleeve gastrectomy',
      'bariatric',
      'gastric band',
      'weight loss surgery',
    ],
    answer:
      'Walk from the first days after surgery, then build towards 150 minutes a week of moderate activity, and later 300. Add strength training 2-3 times a week once your surgeon clears you, usually after about 4-6 weeks for heavy lifting and core work, to keep muscle while the weight comes off fast. Eat at least 60 g of protein a day, protein first at every small meal, and sip fluids between meals, not with them. Take the vitamins your team prescribes, and report dizziness or fainting.',
    why: 'Rapid weight loss after surgery takes muscle with it unless muscles are loaded and fed; small stomachs limit how much protein fits in, and low iron or B12 and dehydration are common causes of dizziness.',
    suggestions: [
      'When can I exercise after an operation?',
      'How much protein do I need?',
      'Training on Ozempic or Wegovy',
    ],
  },
  // Source: Aukerman et al., Exercise and restless legs syndrome: a randomized controlled trial, J Am Board Fam Med (2006); NHS, Restless legs syndrome
  {
    id: 'restless-legs-exercise',
    intent: 'health',
    title: 'Does exercise help restless legs?',
    questions: [
      'i have restless legs at night, does exercise help',
      'restless leg syndrome and training in the evening',
      'my legs twitch in bed and i have to move them',
      'can workouts make restless legs worse',
    ],
    keywords: ['restless legs', 'restless leg syndrome', 'rls', 'willis ekbom'],
    answer:
      'Yes: regular moderate exercise eases restless legs for many people; in one trial, walking plus lower-body strength work 3 times a week cut symptoms within 12 weeks. Keep it moderate and finish hard sessions at least 2-3 hours before bed, since very intense or late exercise can make it worse. Stretch your calves and hamstrings in the evening, cut back on caffeine and alcohol, and ask your GP to check your iron, as low iron is a common cause.',
    why: 'Exercise improves dopamine signalling and sleep, which calm the urge to move, while exhausting or late sessions can leave the legs more restless at night.',
    suggestions: [
      'Why do I get leg cramps at night?',
      'I have anaemia: can I exercise?',
      'How many hours of sleep do I need?',
    ],
  },
  // Source: NICE guideline NG147, Diverticular disease: diagnosis and management (2019); Strate et al., Physical activity decreases diverticular complications, Am J Gastroenterol (2009)
  {
    id: 'diverticular-disease-exercise',
    intent: 'health',
    title: 'Can I exercise with diverticulitis or diverticular disease?',
    questions: [
      'i have diverticulitis, can i still work out',
      'diverticular disease and lifting weights',
      'when can i train after a diverticulitis flare',
      'does running help diverticulosis',
    ],
    keywords: ['diverticulitis', 'diverticular', 'diverticulosis', 'diverticula'],
    answer:
      'Yes: regular activity is good for diverticular disease, and active people have fewer flare-ups; aim for 150 minutes a week of moderate exercise, such as brisk walking, cycling or running, plus strength work twice a week. Eat plenty of fibre (about 30 g a day) and drink enough. During a flare, rest and restart with walking once the pain and fever have settled. See a doctor urgently for severe tummy pain, fever or bleeding from your bottom.',
    why: 'Exercise speeds gut transit and lowers pressure in the bowel, and a large study found that the most active men had about a third fewer cases of diverticulitis and bleeding.',
    suggestions: [
      'How much fibre do I need?',
      'Does exercise help IBS?',
      'How do I come back after being ill?',
    ],
  },
  // Source: 2018 Physical Activity Guidelines Advisory Committee Scientific Report (US HHS), cancer prevention chapter; Moore et al., Association of leisure-time physical activity with risk of 26 types of cancer in 1.44 million adults, JAMA Intern Med (2016)
  {
    id: 'exercise-cancer-risk',
    intent: 'health',
    title: 'Cancer prevention: does being active lower my risk?',
    questions: [
      'does exercise lower cancer risk',
      'can running prevent cancer',
      'breast cancer runs in my family, what exercise helps',
      'how much activity do i need to reduce my risk of bowel cancer',
      'is being active protective against cancer',
    ],
    keywords: ['cancer risk', 'prevent cancer', 'cancer prevention'],
    answer:
      'Yes: regular activity lowers the risk of at least 7 common cancers, including bowel, breast, womb, kidney, bladder, stomach and oesophagus, typically by about 10-20%. Aim for 150-300 minutes a week of moderate activity such as brisk walking, plus strength training twice a week; more helps more, and sitting less counts too. Keeping a healthy weight, not smoking and drinking less add to the effect. It lowers risk rather than removing it, so keep up screening and see your GP about a lump, bleeding or unexplained weight loss.',
    why: 'Activity lowers insulin, inflammation and some hormones such as oestrogen, speeds food through the bowel and helps keep body fat down, all of which drive the growth of several cancers.',
    suggestions: [
      'How much cardio do I need?',
      'Exercise during cancer treatment',
      'Does smoking affect my fitness?',
    ],
  },
];
