import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: 'primary' | 'success' }>`
  height: 100%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transition: width 200ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A labelled progress bar; `percent` is clamped to 0–100 and read out as is (round it first where
 * a whole number is wanted), or as `valueText` where given.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  tone = 'primary',
}: {
  label: string;
  percent: number;
  valueText?: string;
  tone?: 'primary' | 'success';
}) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Fill $tone={tone} style={{ width: `${value}%` }} />
    </Track>
  );
}
