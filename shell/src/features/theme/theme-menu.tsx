import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  nextThemePreference,
  setThemePreference,
  themePreferenceAtom,
  type ThemePreference,
} from './theme-store';

const Wrapper = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
`;

// On phones the button shows only the icon; its aria-label still names the theme.
const MenuButtonLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    display: none;
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  z-index: 50;
  min-width: 160px;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Item = styled.button`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const labels: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const icons: Record<ThemePreference, string> = { light: '☀', dark: '☾', system: '◐' };

/** The theme menu: Light, Dark, System (keyboard: Enter/Space opens, arrows move, Escape closes). */
export function ThemeMenu() {
  const preference = useAtomValue(themePreferenceAtom);
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    wrapperRef.current
      ?.querySelector<HTMLButtonElement>('[role="menuitemradio"][aria-checked="true"]')
      ?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [
      ...(wrapperRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []),
    ];
    const index = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-label={`Theme: ${labels[preference]}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">{icons[preference]}</span>
        <MenuButtonLabel>{labels[preference]}</MenuButtonLabel>
      </MenuButton>
      {isOpen && (
        <Menu role="menu" aria-label="Theme" onKeyDown={onMenuKeyDown}>
          {(Object.keys(labels) as ThemePreference[]).map((option) => (
            <li key={option} role="none">
              <Item
                type="button"
                role="menuitemradio"
                aria-checked={preference === option}
                onClick={() => {
                  setThemePreference(option);
                  setIsOpen(false);
                  buttonRef.current?.focus();
                }}
              >
                <span aria-hidden="true">{icons[option]} </span>
                {labels[option]}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}

/**
 * The app shell's theme control (spec 01 §4): one button that cycles light → dark → system; its
 * name says the current theme and its tooltip the next.
 */
export function ThemeToggle() {
  const preference = useAtomValue(themePreferenceAtom);
  const next = nextThemePreference(preference);
  return (
    <MenuButton
      type="button"
      aria-label={`Theme: ${labels[preference]}`}
      title={`Switch to ${labels[next]}`}
      onClick={() => setThemePreference(next)}
    >
      <span aria-hidden="true">{icons[preference]}</span>
      <MenuButtonLabel>{labels[preference]}</MenuButtonLabel>
    </MenuButton>
  );
}
