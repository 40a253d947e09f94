// The tab strip of the adaptive plan panel, per the WAI-ARIA tabs pattern: one tab stop (the
// selected tab), arrow keys, Home and End move between tabs and select them.
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  font: inherit;
  font-weight: 600;
  font-size: 0.9375rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  margin-bottom: -1px;
  background: transparent;
  border: 0;
  border-bottom: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/** Ids of a tab and its panel, derived from one base id so tab and panel can name each other. */
export function tabIds(baseId: string, tab: string): { tabId: string; panelId: string } {
  return { tabId: `${baseId}-tab-${tab}`, panelId: `${baseId}-panel-${tab}` };
}

export function PlanTabs<Id extends string>({
  baseId,
  label,
  tabs,
  selected,
  onSelect,
}: {
  baseId: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        const { tabId, panelId } = tabIds(baseId, tab.id);
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
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
