import { Card } from '@repwise/ui';
import styled from 'styled-components';
import { CardList, Container, Section, SectionIntro } from './marketing-layout';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

// Sample marketing copy from the spec; swap for real, consented member reviews before launch.
const testimonials: readonly Testimonial[] = [
  {
    quote:
      'The squat cues caught my knees caving in on the last reps — something I never noticed in the mirror. Three weeks in, my depth is finally consistent.',
    name: 'Maya Chen',
    role: 'Product designer, trains at home',
  },
  {
    quote:
      'I work rotating shifts, so fixed programmes never stuck. RepWise reshuffles my week around my schedule and the coach chat is there at 3 a.m.',
    name: 'Daniel Okafor',
    role: 'ICU nurse',
  },
  {
    quote:
      'After a back injury I was scared to deadlift again. The form analysis and the gradual four-week plan got me pulling confidently without a flare-up.',
    name: 'Priya Raman',
    role: 'Software engineer, returning lifter',
  },
];

const Quote = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  height: 100%;
  margin: 0;
  blockquote {
    flex: 1;
    margin: 0;
    font-size: 1.0625rem;
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: '“';
  }
  blockquote p::after {
    content: '”';
  }
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Role = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Avatar = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: 50%;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

/** Section #reviews: three member quotes with the average rating. */
export function Testimonials() {
  return (
    <Section id="reviews" aria-labelledby="reviews-heading">
      <Container>
        <SectionIntro
          eyebrow="Reviews"
          headingId="reviews-heading"
          title="Loved by people who train on their own terms"
          lead="Rated 4.8 out of 5 from 2847 reviews."
        />
        <CardList $minColumnPx={280}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Quote as="figure">
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <Author>
                  <Avatar>{initialsOf(testimonial.name)}</Avatar>
                  <div>
                    <strong>{testimonial.name}</strong>
                    <Role>{testimonial.role}</Role>
                  </div>
                </Author>
              </Quote>
            </li>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
