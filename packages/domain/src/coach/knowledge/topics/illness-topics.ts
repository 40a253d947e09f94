import type { KnowledgeTopic } from './knowledge-topic';

/** Illness, operations and everyday ailments: colds, flu, covid, returning after illness or surgery, giving blood, stitches and rashes. */
export const illnessTopics: readonly KnowledgeTopic[] = [
  // Source: Sports medicine "neck check" rule (Eichner, The Physician and Sportsmedicine); ACSM guidance on exercise and the common cold
  {
    id: 'training-with-a-cold',
    intent: 'health',
    title: 'Should I train with a cold?',
    questions: [
      'should i work out with a cold',
      'can i go to the gym when sick',
      'exercise with a runny nose',
      'is it ok to train with a sore throat',
      'sweat out a cold',
      'got a cough, can i still run',
      'had a cough for weeks, should i still train',
      'workout when ill',
    ],
    keywords: [
      'cold',
      'sick',
      'runny nose',
      'sore throat',
      'neck check',
      'ill',
      'blocked nose',
      'chesty cough',
    ],
    answer:
      'Use the neck check. If your symptoms are only above the neck, like a runny or blocked nose, sneezing or a mild sore throat, light exercise at about half your normal effort is usually fine. If you have a fever, chest congestion, a cough from the chest, body aches, upset stomach or swollen glands, rest until they pass. Stop if you feel worse, and wipe equipment down. A cough lasting more than 3 weeks needs your GP.',
    why: 'Mild activity does not worsen a simple cold, but hard exercise with a fever or body-wide infection strains the heart and can, rarely, lead to inflammation of the heart muscle.',
    suggestions: [
      'Can I exercise with a fever or flu?',
      'Getting back to training after being sick',
      'Does stress affect my gains?',
    ],
  },
  // Source: Sports medicine "neck check" rule (Eichner, The Physician and Sportsmedicine); ACSM guidance on exercise and illness
  {
    id: 'flu-fever',
    intent: 'health',
    title: 'Can I exercise with a fever or flu?',
    questions: [
      'can i exercise with a fever',
      'working out with the flu',
      'i have a temperature should i train',
      'gym with body aches',
      'sweating out a fever',
    ],
    keywords: ['fever', 'flu', 'temperature', 'body aches', 'influenza', 'chills'],
    answer:
      'No, do not exercise with a fever or the flu; rest, drink fluids and recover. Wait until you have been fever-free for at least 24-48 hours without fever-reducing medicine, then return gradually. Fever with body aches means your whole body is fighting infection. See a doctor for chest pain, shortness of breath, a fever that lasts more than 3 days, or symptoms that improve then suddenly worsen.',
    why: 'Fever raises your heart rate and dehydrates you, reducing performance, and training hard during a systemic viral infection carries a small risk of myocarditis, inflammation of the heart.',
    suggestions: [
      'Getting back to training after being sick',
      'Should I train with a cold?',
      'Returning to exercise after COVID',
    ],
  },
  // Source: Salman et al., Returning to physical activity after covid-19, BMJ (2021)
  {
    id: 'return-after-illness',
    intent: 'health',
    title: 'Getting back to training after being sick',
    questions: [
      'how to get back to the gym after being sick',
      'returning to exercise after illness',
      'first workout after flu',
      'lost strength after being ill',
      'how long to wait after sickness to train',
      'first session back after a bad cold, how hard should i go',
    ],
    keywords: [
      'after illness',
      'after being sick',
      'after a cold',
      'return to training',
      'recovery from illness',
      'comeback',
      'stomach bug',
      'gastro',
      'food poisoning',
      'vomiting',
      'diarrhoea',
      'diarrhea',
    ],
    answer:
      'Wait until symptoms are gone, then ease back in over about a week. Start with 2-3 days of light activity like walking, then train at around 50-70% of your usual volume and intensity, building back up over 1-2 weeks. Expect to feel a bit weaker, but nothing is lost for good: fitness and strength come back much faster than they took to build (muscle memory). If you get chest pain, palpitations, unusual breathlessness or relapse, stop and see your doctor.',
    why: 'Your body is still recovering even after symptoms fade, and a gradual return reduces the chance of relapse or overstraining a weakened system.',
    suggestions: [
      'Returning to exercise after COVID',
      'Can I exercise with a fever or flu?',
      'How heavy should I lift?',
    ],
  },
  // Source: NHS, Antibiotics: side effects and considerations; US FDA Drug Safety Communication on
  // fluoroquinolones and tendon rupture (2016); sports medicine "neck check" rule
  {
    id: 'exercise-on-antibiotics',
    intent: 'health',
    title: 'Can I train while on antibiotics?',
    questions: [
      'can i work out on antibiotics',
      'on antibiotics for a chest infection can i still lift',
      'is it ok to go to the gym with an infection',
      'got a uti can i exercise',
      'tooth infection and training',
    ],
    keywords: [
      'antibiotics',
      'infection',
      'chest infection',
      'uti',
      'amoxicillin',
      'ciprofloxacin',
    ],
    answer:
      'The antibiotics rarely stop you training; the infection they treat decides. While you have a fever, feel unwell or have a chest infection, rest and skip heavy lifting. Once you feel better and have been fever-free for 24-48 hours, restart light, at about half your usual weights and sets, and build back over a week. Drink plenty. On ciprofloxacin or another fluoroquinolone, avoid heavy or explosive loading until a few weeks after the course: it raises the risk of tendon injury.',
    why: 'Hard training while the body fights an infection adds stress it cannot yet handle and, with a fever, strains the heart; fluoroquinolone antibiotics specifically weaken tendons for weeks.',
    suggestions: [
      'Should I train with a cold?',
      'Getting back to training after being sick',
      'Can I exercise with a fever or flu?',
    ],
  },
  // Source: NHS, Vaccinations: side effects (2023); UKHSA, Green Book: Immunisation against infectious disease
  {
    id: 'exercise-after-vaccine',
    intent: 'health',
    title: 'Can I exercise after a vaccine?',
    questions: [
      'is it ok to exercise after a vaccine',
      'gym after flu jab',
      'sore arm after covid booster can i lift',
      'should i skip training after my jab',
    ],
    keywords: ['vaccine', 'vaccination', 'jab', 'flu jab', 'booster', 'injection'],
    answer:
      'Yes, light to normal exercise is fine after most vaccines if you feel well. The arm may be sore for a day or two, so go easy on heavy pressing with that arm and keep it moving gently. If you get a fever, aches or tiredness, rest until they pass, usually 1-2 days, then return gradually. Seek urgent help for chest pain, breathlessness or a racing heart in the days after a vaccine.',
    why: 'Vaccine side effects are the immune system responding; hard training while feverish adds strain, but moving normally when you feel fine does not reduce how well the vaccine works.',
    suggestions: [
      'Can I train with a cold?',
      'Can I train with a fever?',
      'How do I return after illness?',
    ],
  },
  // Source: Salman et al., Returning to physical activity after covid-19, BMJ (2021)
  {
    id: 'covid-return',
    intent: 'health',
    title: 'Returning to exercise after COVID',
    questions: [
      'when can i exercise after covid',
      'working out after covid',
      'still out of breath after covid',
      'long covid and exercise',
      'back to the gym post covid',
    ],
    keywords: ['covid', 'coronavirus', 'long covid', 'post covid', 'after covid', 'covid-19'],
    answer:
      'Wait at least 7 days after your symptoms end, then return in stages over at least 2 weeks: start with walking and stretching, then easy cardio, then moderate strength and cardio, before full training. Move to the next stage only if you feel normal for 24-48 hours. After severe illness, or if you have chest pain, palpitations, breathlessness or exhaustion after effort, see your doctor before training.',
    why: 'COVID can affect the heart and lungs and sometimes causes crashes after exertion, so a staged return helps catch problems before they get worse.',
    suggestions: [
      'Getting back to training after being sick',
      'Why am I always tired?',
      'Chest pain during exercise',
    ],
  },
  // Source: NHS, Recovering from an operation (nhs.uk); Royal College of Surgeons, Get well soon: helping you make a speedy recovery after surgery (patient guides)
  {
    id: 'exercise-after-surgery',
    intent: 'health',
    title: 'When can I exercise after an operation?',
    questions: [
      'had my appendix out when can i lift again',
      'how long after surgery can i work out',
      'exercise after an operation',
      'when can i go back to the gym after keyhole surgery',
      'how long should i stop exercising after eye surgery',
    ],
    keywords: [
      'surgery',
      'operation',
      'appendix',
      'appendix out',
      'lifting after surgery',
      'keyhole',
      'stitches',
      'cataract',
      'eye surgery',
      'post op',
    ],
    answer:
      'Follow what your surgeon or GP advised for your operation, and ask them if you are unsure; they know how it went. As a guide: walk gently from the first days, avoid heavy lifting and straining for about 4-6 weeks after abdominal surgery (and 1-2 weeks of no heavy lifting or bending head-down after cataract surgery), then build back from light weights over several weeks. Stop and get checked for pain, swelling, redness or fever at the wound.',
    why: 'Wounds and the tissue under them regain most of their strength over about 6 weeks, and straining raises the pressure on them; gentle walking meanwhile speeds recovery and lowers the risk of clots.',
    suggestions: ['How do I come back after being ill?', 'What is a good low-impact workout?'],
  },
  // Source: NHS Blood and Transplant, After your donation (blood.co.uk); American Red Cross, Blood donation aftercare
  {
    id: 'exercise-after-giving-blood',
    intent: 'health',
    title: 'Can I work out after giving blood?',
    questions: [
      'is working out after giving blood ok',
      'can i go to the gym after donating blood',
      'gave blood today can i lift',
      'how long after blood donation can i exercise',
    ],
    keywords: ['giving blood', 'gave blood', 'donating blood', 'blood donation', 'donor'],
    answer:
      'Skip strenuous exercise and heavy lifting for the rest of the day, about 24 hours: a gentle walk is fine. Drink extra fluids and eat normally, keep the dressing on for a few hours and avoid heavy use of that arm. Your performance in hard cardio can stay a little lower for a week or two while your red cells rebuild, so ease back in. Stop and sit or lie down if you feel faint.',
    why: 'Donating takes about half a litre of blood, which lowers blood volume for a day and red cells for a few weeks, so hard effort can make you dizzy or faint.',
    suggestions: ['Why do I feel dizzy when training?', 'How much water should I drink?'],
  },
  // Source: NHS, Rashes in adults (nhs.uk); American Academy of Dermatology, Sports and skin: rashes and infections in athletes
  {
    id: 'skin-rash',
    intent: 'health',
    title: 'I have a rash: what is it?',
    questions: [
      'what is this rash on my arm',
      'itchy red rash after the gym',
      'heat rash from working out',
      'red bumps on my skin after exercise',
      'can you tell what this rash is',
    ],
    keywords: ['rash', 'itchy', 'hives', 'skin', 'red bumps', 'chafing', 'eczema', 'ringworm'],
    answer:
      'I cannot tell what a rash is: a pharmacist or GP can, and a pharmacist is a quick first stop. Get urgent help if it spreads fast, blisters, comes with a fever, swelling of the face or trouble breathing. Meanwhile keep it clean and dry, wear loose breathable clothes, shower soon after training, wipe shared equipment and skip swimming or mat work until it is checked.',
    why: 'Heat, sweat, friction and shared equipment cause several different rashes, from harmless heat rash and chafing to fungal or bacterial infections that need treatment.',
    suggestions: ['Can I train with a cold?', 'How do I stay hydrated?'],
  },
  // Source: Morton & Callister, Exercise-related transient abdominal pain (ETAP), Sports Med (2015)
  {
    id: 'side-stitch',
    intent: 'health',
    title: 'What causes a stitch, and how do I stop it?',
    questions: [
      'keep getting a stitch when i run',
      'what causes a side stitch',
      'sharp pain in my side when walking fast',
      'how do i get rid of a stitch',
      'stitch during exercise',
      'stomach cramps while running',
      'tummy cramp when i jog',
    ],
    keywords: ['stitch', 'side stitch', 'side pain', 'etap', 'cramp in my side'],
    answer:
      'A stitch is a sharp pain under the ribs during exercise, most common when running or walking fast soon after eating or drinking a lot. To ease it, slow down, breathe deeply, push your fingers into the spot and lean slightly forward. To prevent it, leave 2-3 hours after a big meal, sip rather than gulp drinks, warm up and build your pace gradually. A pain that does not go away when you stop needs a doctor.',
    why: 'It is thought to come from irritation of the lining of the abdomen, which a full stomach and jolting movement make worse; it fades as fitness improves.',
    suggestions: ['What should I eat before exercise?', 'How do I start running?'],
  },
];
