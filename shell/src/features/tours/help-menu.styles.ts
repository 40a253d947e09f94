// The help menu's look: a round trigger, a floating panel, list entries and a switch.
import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  display: inline-block;
  /* On a phone the panel hangs from the top bar (its positioned ancestor) instead of the button:
     a 300 px panel ending at the button's right edge ran off the screen's left side. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    position: static;
  }
`;

export const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Panel = styled.div`
  position: absolute;
  z-index: 900;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  right: 0;
  width: min(300px, calc(100vw - 32px));
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    top: 100%;
    right: ${({ theme }) => theme.space(4)};
  }
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const GroupLabel = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Hint = styled.span<{ $tone?: 'success' }>`
  flex-shrink: 0;
  font-size: 0.75rem;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
`;

export const Note = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(2)}`};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Divider = styled.hr`
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SwitchTrack = styled.span<{ $isOn: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $isOn }) => ($isOn ? theme.colors.primary : theme.colors.border)};
  transition: background-color 150ms ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $isOn }) => ($isOn ? '18px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    transition: left 150ms ease;
  }
`;
