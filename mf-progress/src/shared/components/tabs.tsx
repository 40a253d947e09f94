import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 1 auto;
  min-width: 96px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : 'none')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** One tab: its id (also its value), label and panel. */
export interface TabDefinition<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel renders. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<TabDefinition<T>>;
  selected: T;
  onSelect: (id: T) => void;
}) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (from: number, delta: number) => {
    const next = tabs[(from + delta + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            $selected={tab.id === current?.id}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              else if (event.key === 'ArrowLeft') move(index, -1);
              else if (event.key === 'Home') move(0, 0);
              else if (event.key === 'End') move(tabs.length - 1, 0);
              else return;
              event.preventDefault();
            }}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          style={{ marginTop: 16 }}
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
