import type { QuizOption, QuizSection } from './quiz-types';

/** A yes/no pair whose "yes" carries a risk and the concern the results name. */
function yesNo(risk: 'medium' | 'high', concern: string): QuizOption[] {
  return [
    { value: 'yes', label: 'Yes', riskLevel: risk, description: concern },
    { value: 'no', label: 'No', riskLevel: 'low' },
  ];
}

/**
 * The safety screening, modelled on the PAR-Q+ (2023) general health questions: a "yes" to a
 * heart, chest-pain, dizziness or supervised-activity question is high risk (medical clearance
 * first, as the PAR-Q+ refers such answers to a physician); chronic conditions, medication,
 * pregnancy and managed joint problems are medium.
 */
export const safetySection: QuizSection = {
  id: 'safety-screening',
  title: 'Health & Safety Screening',
  description:
    'Based on the PAR-Q+ physical activity readiness questionnaire. Your answers decide whether to check with a doctor before you start.',
  estimatedMinutes: 5,
  questions: [
    {
      id: 'heart-condition',
      type: 'boolean',
      order: 1,
      required: true,
      question: 'Has a doctor ever said that you have a heart condition or high blood pressure?',
      options: yesNo('high', 'Heart condition or high blood pressure'),
    },
    {
      id: 'chest-pain',
      type: 'boolean',
      order: 2,
      required: true,
      question:
        'Do you feel pain in your chest at rest, during daily activities, or when you are physically active?',
      options: yesNo('high', 'Chest pain at rest or during activity'),
    },
    {
      id: 'dizziness',
      type: 'boolean',
      order: 3,
      required: true,
      question:
        'Have you lost your balance because of dizziness, or lost consciousness, in the last 12 months?',
      description:
        'Answer "No" if the dizziness was only from over-breathing during hard exercise.',
      options: yesNo('high', 'Dizziness or loss of consciousness'),
    },
    {
      id: 'chronic-condition',
      type: 'boolean',
      order: 4,
      required: true,
      question:
        'Have you been diagnosed with another chronic medical condition (such as diabetes, asthma or arthritis)?',
      options: yesNo('medium', 'A chronic medical condition'),
    },
    {
      id: 'medication',
      type: 'boolean',
      order: 5,
      required: true,
      question: 'Are you currently taking prescribed medication for a chronic medical condition?',
      options: yesNo('medium', 'Prescribed medication for a chronic condition'),
    },
    {
      id: 'bone-joint',
      type: 'single-choice',
      order: 6,
      required: true,
      question:
        'Do you have a bone, joint or soft-tissue problem (muscle, ligament or tendon) that could be made worse by becoming more active?',
      options: [
        { value: 'no', label: 'No', riskLevel: 'low' },
        {
          value: 'managed',
          label: 'Yes, but it is mild or well managed',
          riskLevel: 'medium',
          description: 'A bone, joint or soft-tissue problem',
        },
        {
          value: 'worsens',
          label: 'Yes, and activity has made it worse recently',
          riskLevel: 'high',
          description: 'A bone or joint problem that activity makes worse',
        },
      ],
    },
    {
      id: 'pregnancy',
      type: 'single-choice',
      order: 7,
      required: true,
      question: 'Are you pregnant, or have you given birth in the last 6 months?',
      options: [
        { value: 'no', label: 'No', riskLevel: 'low' },
        {
          value: 'pregnant',
          label: 'Yes, I am pregnant',
          riskLevel: 'medium',
          description: 'Pregnancy',
        },
        {
          value: 'postpartum',
          label: 'I gave birth in the last 6 months',
          riskLevel: 'medium',
          description: 'Postpartum recovery',
        },
        { value: 'not-applicable', label: 'Not applicable', riskLevel: 'low' },
      ],
    },
    {
      id: 'recent-surgery',
      type: 'single-choice',
      order: 8,
      required: true,
      question: 'Have you had surgery or a hospital stay in the last 6 months?',
      options: [
        { value: 'no', label: 'No', riskLevel: 'low' },
        {
          value: 'over-3-months',
          label: 'Yes, 3 to 6 months ago',
          riskLevel: 'medium',
          description: 'Surgery or a hospital stay 3 to 6 months ago',
        },
        {
          value: 'under-3-months',
          label: 'Yes, in the last 3 months',
          riskLevel: 'high',
          description: 'Surgery or a hospital stay in the last 3 months',
        },
      ],
    },
    {
      id: 'supervised-activity',
      type: 'boolean',
      order: 9,
      required: true,
      question: 'Has a doctor ever said you should only do medically supervised physical activity?',
      options: yesNo('high', 'Advised to exercise only under medical supervision'),
    },
  ],
};
