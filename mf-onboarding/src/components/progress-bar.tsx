import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A labelled progress bar from 0 to 100 percent; `valueText` is what assistive tech reads. */
export function ProgressBar({
  label,
  percent,
  valueText,
}: {
  label: string;
  percent: number;
  valueText: string;
}) {
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <Fill $percent={percent} />
    </Track>
  );
}
