import type { CurrentTourStep } from '@repwise/domain';
import { Button } from '@repwise/ui';
import { useId, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { tourTooltipWidthPx } from './tour-constants';

const Card = styled.div`
  position: fixed;
  z-index: 1102;
  width: min(${tourTooltipWidthPx}px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transition:
    top 200ms ease,
    left 200ms ease;

  &:focus {
    outline: none;
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TourName = styled.span`
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Track = styled.div`
  height: 4px;
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
`;

const Title = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Content = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dots = styled.ol`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => `${theme.space(5)} 0 ${theme.space(4)}`};
  padding: 0;
  list-style: none;
`;

const Dot = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  width: ${({ $state }) => ($state === 'current' ? '18px' : '6px')};
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  opacity: ${({ $state }) => ($state === 'done' ? 0.5 : 1)};
  transition: width 200ms ease;
`;

const LiveStatus = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Spacer = styled.span`
  flex: 1;
`;

/** Props of the tour tooltip: the step shown, where it sits and what its buttons do. */
export interface TourTooltipProps {
  current: CurrentTourStep;
  style: CSSProperties;
  tooltipRef: Ref<HTMLDivElement>;
  primaryButtonRef: Ref<HTMLButtonElement>;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The tour's dialog: progress "n of total", title, content, dots, Back, Skip tour and Next/Finish. */
export function TourTooltip({
  current,
  style,
  tooltipRef,
  primaryButtonRef,
  ...handlers
}: TourTooltipProps) {
  const titleId = useId();
  const contentId = useId();
  const { tour, step, stepIndex, stepCount, isFirstStep, isLastStep } = current;
  const position = `${stepIndex + 1} of ${stepCount}`;
  return (
    <Card
      ref={tooltipRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      tabIndex={-1}
      style={style}
      onKeyDown={handlers.onKeyDown}
    >
      {tour.showProgress && (
        <>
          <Meta>
            <TourName>{tour.name}</TourName>
            <span>{position}</span>
          </Meta>
          <Track
            role="progressbar"
            aria-label="Tour progress"
            aria-valuemin={1}
            aria-valuemax={stepCount}
            aria-valuenow={stepIndex + 1}
            aria-valuetext={position}
          >
            <Fill style={{ width: `${((stepIndex + 1) / stepCount) * 100}%` }} />
          </Track>
        </>
      )}
      <LiveStatus aria-live="polite">{`Step ${position}: ${step.title}`}</LiveStatus>
      <Title id={titleId}>{step.title}</Title>
      <Content id={contentId}>{step.content}</Content>
      {!step.hideFooter && (
        <>
          <Dots aria-hidden="true">
            {tour.steps.map((_, index) => (
              <Dot
                key={index}
                $state={index < stepIndex ? 'done' : index === stepIndex ? 'current' : 'todo'}
              />
            ))}
          </Dots>
          <Actions>
            {tour.showSkipButton && !isLastStep && (
              <Button type="button" $variant="ghost" $size="sm" onClick={handlers.onSkip}>
                Skip tour
              </Button>
            )}
            <Spacer />
            {!isFirstStep && (
              <Button type="button" $variant="secondary" $size="sm" onClick={handlers.onBack}>
                Back
              </Button>
            )}
            <Button ref={primaryButtonRef} type="button" $size="sm" onClick={handlers.onNext}>
              {isLastStep ? 'Finish' : 'Next'}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}
