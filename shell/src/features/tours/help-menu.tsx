import { findFocusable } from '@repwise/ui';
import { isTourOffered } from '@repwise/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Wrapper,
  Trigger,
  Panel,
  GroupLabel,
  List,
  Item,
  Hint,
  Note,
  Divider,
  SwitchTrack,
} from './help-menu.styles';
import { appTours, type AppTour } from './tour-definitions';
import { useTourActions, useTourState } from './tour-store';
import { ToursDialog } from './tours-dialog';

function HelpIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17" r="1.2" fill="currentColor" />
    </svg>
  );
}

function TourList({
  label,
  tours,
  hint,
  onStart,
}: {
  label: string;
  tours: readonly AppTour[];
  hint: (tour: AppTour) => string;
  onStart: (tourId: string) => void;
}) {
  const labelId = useId();
  return (
    <>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <List aria-labelledby={labelId}>
        {tours.map((tour) => (
          <li key={tour.id}>
            <Item type="button" onClick={() => onStart(tour.id)}>
              <span>{tour.name}</span>
              <Hint $tone={hint(tour) === 'Completed' ? 'success' : undefined}>{hint(tour)}</Hint>
            </Item>
          </li>
        ))}
      </List>
    </>
  );
}

/** The top bar's tours and help menu: offered and completed tours, the enable switch and "Browse All Tours". */
export function HelpMenu() {
  const state = useTourState();
  const { startTour, setToursEnabled } = useTourActions();
  const [isOpen, setIsOpen] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const available = appTours.filter((tour) => isTourOffered(state, tour.id));
  const completed = appTours.filter((tour) => state.completedTours.includes(tour.id));

  const close = () => {
    triggerRef.current?.focus();
    setIsOpen(false);
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    const panel = panelRef.current;
    if (panel) findFocusable(panel)[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target))
        setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  const start = (tourId: string) => {
    close();
    startTour(tourId);
  };

  const openDialog = () => {
    close();
    setIsDialogOpen(true);
  };

  const handlePanelKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const moves: Record<string, (index: number, count: number) => number> = {
      ArrowDown: (index, count) => (index + 1) % count,
      ArrowUp: (index, count) => (index - 1 + count) % count,
      Home: () => 0,
      End: (_index, count) => count - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const items = findFocusable(event.currentTarget);
    const index = items.findIndex((item) => item === document.activeElement);
    items[move(index, items.length)]?.focus();
  };

  return (
    <>
      <Wrapper
        ref={wrapperRef}
        onBlur={(event) => {
          if (isOpen && !event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
        }}
      >
        <Trigger
          ref={triggerRef}
          type="button"
          aria-label="Tours and help"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          <HelpIcon />
        </Trigger>
        {isOpen && (
          <Panel
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-label="Tours and help"
            onKeyDown={handlePanelKeys}
          >
            {available.length > 0 && (
              <TourList
                label="Available tours"
                tours={available}
                hint={(tour) => `${tour.steps.length} steps`}
                onStart={start}
              />
            )}
            {!state.tourEnabled && (
              <Note>Tours are turned off. Turn them on to see the tours on offer.</Note>
            )}
            {state.tourEnabled && available.length === 0 && <Note>You have taken every tour.</Note>}
            {completed.length > 0 && (
              <TourList
                label="Completed tours"
                tours={completed}
                hint={() => 'Completed'}
                onStart={start}
              />
            )}
            <Divider />
            <Item
              type="button"
              role="switch"
              aria-checked={state.tourEnabled}
              onClick={() => setToursEnabled(!state.tourEnabled)}
            >
              <span>Enable tours</span>
              <SwitchTrack $isOn={state.tourEnabled} aria-hidden="true" />
            </Item>
            <Item type="button" onClick={openDialog}>
              Browse All Tours
            </Item>
          </Panel>
        )}
      </Wrapper>
      <ToursDialog open={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
    </>
  );
}
