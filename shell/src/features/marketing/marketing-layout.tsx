import { Badge } from '@repwise/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Centres page content and keeps comfortable gutters on small screens. */
export const Container = styled.div`
  width: 100%;
  max-width: 1160px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

/** A full-width page band; `muted` sits on the surface colour to separate it from its neighbours. */
export const Section = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding-block: ${({ theme }) => theme.space(16)};
  /* Keeps anchored headings clear of the sticky top header. */
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.surface : 'transparent')};
  border-block: ${({ theme, $tone }) =>
    $tone === 'muted' ? `1px solid ${theme.colors.border}` : '0 none'};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    padding-block: ${({ theme }) => theme.space(24)};
  }
`;

const Intro = styled.header`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;

  h2 {
    margin: ${({ theme }) => theme.space(3)} 0;
    font-size: clamp(1.75rem, 2.5vw + 1rem, 2.5rem);
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.125rem;
  }
`;

/** The eyebrow, h2 and lead paragraph that open a section; `headingId` labels the section. */
export function SectionIntro({
  eyebrow,
  title,
  lead,
  headingId,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  headingId: string;
}) {
  return (
    <Intro>
      <Badge $tone="primary">{eyebrow}</Badge>
      <h2 id={headingId}>{title}</h2>
      {lead && <p>{lead}</p>}
    </Intro>
  );
}

/** A list reset so semantic lists can be laid out as grids of cards. */
export const CardList = styled.ul<{ $minColumnPx?: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(
      auto-fit,
      minmax(min(100%, ${({ $minColumnPx = 300 }) => $minColumnPx}px), 1fr)
    );
  }
`;

/** The square gradient tile that carries a feature icon. */
export const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  svg {
    width: 24px;
    height: 24px;
  }
`;
