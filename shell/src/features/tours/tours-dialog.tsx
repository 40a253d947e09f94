import { Button, trapTabKey } from '@repwise/ui';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { tourGroups, type AppTour } from './tour-definitions';
import { useTourActions, useTourState } from './tour-store';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1050;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) =>
    theme.mode === 'light'
      ? `color-mix(in srgb, ${theme.colors.text} 45%, transparent)`
      : `color-mix(in srgb, ${theme.colors.background} 70%, transparent)`};
`;

const Dialog = styled.div`
  width: min(560px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.375rem;
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const TourCard = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h4 {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled.div`
  flex: 1;
  min-width: 0;
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.75rem;
  font-weight: 600;
`;

const StepCount = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Props of the tours dialog; `onClose` runs on Close, Escape, a backdrop click and before a tour starts. */
export interface ToursDialogProps {
  open: boolean;
  onClose: () => void;
}

function TourEntry({
  tour,
  isCompleted,
  onStart,
}: {
  tour: AppTour;
  isCompleted: boolean;
  onStart: () => void;
}) {
  return (
    <TourCard>
      <Details>
        <h4>
          {tour.name}
          {isCompleted && (
            <Badge>
              <span aria-hidden="true">✓ </span>Completed
            </Badge>
          )}
        </h4>
        <p>{tour.description}</p>
        <StepCount>{tour.steps.length} steps</StepCount>
      </Details>
      <Button
        type="button"
        $size="sm"
        $variant={isCompleted ? 'secondary' : 'primary'}
        aria-label={`Start ${tour.name}`}
        onClick={onStart}
      >
        Start
      </Button>
    </TourCard>
  );
}

function DialogContent({ onClose }: { onClose: () => void }) {
  const { completedTours } = useTourState();
  const { startTour } = useTourActions();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog and back to where it was on close; the page behind does not scroll.
  useLayoutEffect(() => {
    const returnTo = document.activeElement;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTabKey(event);
  };

  const start = (tourId: string) => {
    onClose();
    startTour(tourId);
  };

  return (
    <Backdrop
      data-testid="tours-dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <div>
            <h2 id={titleId}>Application Tours</h2>
            <p>Take a guided tour any time to learn your way around RepWise.</p>
          </div>
          <Button type="button" $variant="ghost" $size="sm" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </Button>
        </Header>
        {tourGroups.map((group) => (
          <Group key={group.id} aria-labelledby={`${titleId}-${group.id}`}>
            <h3 id={`${titleId}-${group.id}`}>{group.title}</h3>
            <ul>
              {group.tours.map((tour) => (
                <TourEntry
                  key={tour.id}
                  tour={tour}
                  isCompleted={completedTours.includes(tour.id)}
                  onStart={() => start(tour.id)}
                />
              ))}
            </ul>
          </Group>
        ))}
      </Dialog>
    </Backdrop>
  );
}

/** The "Application Tours" dialog: tours grouped "Getting Started" and "Feature Tours", each startable. */
export function ToursDialog({ open, onClose }: ToursDialogProps) {
  if (!open) return null;
  return createPortal(<DialogContent onClose={onClose} />, document.body);
}
