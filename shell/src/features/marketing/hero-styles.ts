import styled from 'styled-components';

/** The tinted opening band of a marketing page. */
export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => `${theme.space(14)} ${theme.space(16)}`};
  background:
    radial-gradient(
      60% 50% at 85% 10%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 14%, transparent),
      transparent
    ),
    radial-gradient(
      55% 60% at 0% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, transparent),
      transparent
    );
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    padding-block: ${({ theme }) => `${theme.space(24)} ${theme.space(28)}`};
  }
`;

/** A marketing page's h1, large and tight. */
export const Headline = styled.h1`
  margin: ${({ theme }) => `${theme.space(5)} 0 ${theme.space(5)}`};
  font-size: clamp(2.25rem, 4.5vw + 1rem, 4rem);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.05;
`;

/** Gradient-filled words inside a headline (plain text in forced-colours mode). */
export const Highlight = styled.span`
  background: linear-gradient(
    100deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
  @media (forced-colors: active) {
    background: none;
    color: CanvasText;
  }
`;

/** The paragraph under a marketing headline. */
export const Lead = styled.p`
  max-width: 36rem;
  margin: 0;
  font-size: clamp(1.0625rem, 0.5vw + 1rem, 1.25rem);
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The row of hero calls to action: full-width on phones, side by side from the small breakpoint. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  a {
    flex: 1 1 180px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    a {
      flex: 0 0 auto;
    }
  }
`;
