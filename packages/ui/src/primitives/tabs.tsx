import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** How a tab strip looks: pills in a raised track, or text over an underline. */
export type TabsVariant = 'pills' | 'underline';

const TabsFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const TabList = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme, $variant }) =>
    $variant === 'pills'
      ? css`
          padding: ${theme.space(1)};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          border-bottom: 1px solid ${theme.colors.border};
        `}
`;

const pillTab = css<{ $selected: boolean }>`
  flex: 1 1 auto;
  min-width: 96px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceRaised : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : 'none')};
`;

const underlineTab = css<{ $selected: boolean }>`
  font-size: 0.9375rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  margin-bottom: -1px;
  background: transparent;
  border: 0;
  border-bottom: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
`;

const Tab = styled.button<{ $selected: boolean; $variant: TabsVariant }>`
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  ${({ $variant }) => ($variant === 'pills' ? pillTab : underlineTab)}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** One tab: its id (the value `onSelect` receives) and the label it shows and is named by. */
export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** A guided-tour target on the tab itself, for a step whose panel is not shown yet. */
  'data-tour'?: string;
}

/** The index a key moves the selection to (arrows wrap around, Home and End jump), or null. */
export function findTabIndexForKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab, roving tabindex), Left
 * and Right arrows (wrapping), Home and End move focus and select. `children` is the selected
 * tab's panel, labelled by its tab; `isPanelFocusable` gives the panel a tab stop for panels
 * with no focusable content.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  variant = 'underline',
  isPanelFocusable = false,
  className,
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  variant?: TabsVariant;
  isPanelFocusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const idsOf = (id: T) => ({ tabId: `${baseId}-tab-${id}`, panelId: `${baseId}-panel-${id}` });

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const target = findTabIndexForKey(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <TabsFrame className={className}>
      <TabList role="tablist" aria-label={label} $variant={variant}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          const { tabId, panelId } = idsOf(tab.id);
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              $variant={variant}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => moveFocus(event, index)}
              data-tour={tab['data-tour']}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {current && (
        <div
          role="tabpanel"
          id={idsOf(current.id).panelId}
          aria-labelledby={idsOf(current.id).tabId}
          tabIndex={isPanelFocusable ? 0 : undefined}
        >
          {children}
        </div>
      )}
    </TabsFrame>
  );
}
