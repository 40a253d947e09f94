import styled from 'styled-components';
import { Container, Section, SectionIntro } from './marketing-layout';

interface Question {
  question: string;
  answer: string;
}

const questions: readonly Question[] = [
  {
    question: 'What is an AI personal trainer?',
    answer:
      'It is software that does the planning and coaching a personal trainer would: it builds a programme around your goals, gives feedback on your technique and adjusts the plan as you improve.',
  },
  {
    question: 'How does camera form analysis work?',
    answer:
      'Set your phone or laptop a few steps away so your whole body is in view. RepWise detects your joints in real time, counts reps and scores your squat or deadlift form, with cues on depth, knee tracking and back angle.',
  },
  {
    question: 'Is my camera video uploaded?',
    answer:
      'No. Pose tracking runs in your browser, so the live video from your camera stays on your device.',
  },
  {
    question: 'Do I need a gym or equipment?',
    answer:
      'No. Tell RepWise what you have — nothing at all, a yoga mat, dumbbells or a full gym — and your plan uses exactly that.',
  },
  {
    question: 'Is it safe if I have an injury?',
    answer:
      'Your assessment asks about injuries, conditions and limitations, and your plan avoids or modifies risky movements. RepWise is not medical advice; check with your doctor before starting if you are unsure.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'Starter is free. Pro, with adaptive programmes, unlimited form analysis and the 24/7 AI coach, is $29 per month.',
  },
];

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 780px;
  margin: 0 auto;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &[open] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.25rem;
    line-height: 1;
  }
  &[open] summary::after {
    content: '−';
  }
  summary:focus-visible {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.space(5)} ${theme.space(5)}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Frequently asked questions about the AI trainer, as native disclosure widgets. */
export function TrainerFaq() {
  return (
    <Section id="faq" aria-labelledby="faq-heading">
      <Container>
        <SectionIntro
          eyebrow="FAQ"
          headingId="faq-heading"
          title="Questions, answered"
          lead="What people ask before their first session."
        />
        <List>
          {questions.map((item) => (
            <Item key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
