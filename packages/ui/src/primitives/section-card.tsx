import { Card } from './card';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled(Card)`
  display: grid;
  /* One column as wide as the card: a wide child (a pose panel, a long word) must not push the
     content past the card's right padding on a phone, as an auto column sized to it did. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/**
 * A titled card section (a region named by its h2); `aside` sits at the header's end (a badge, a
 * button). `className` lets an area restyle it.
 */
export function SectionCard({
  title,
  aside,
  children,
  className,
  ...rest
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-tour'?: string;
}) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId} className={className} {...rest}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </Header>
      {children}
    </Section>
  );
}
