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
`;

/** A labelled progress bar; `percent` is clamped to 0–100. */
export function ProgressBar({
  percent,
  label,
  tone = 'primary',
}: {
  percent: number;
  label: string;
  tone?: 'primary' | 'success';
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <Fill $tone={tone} style={{ width: `${value}%` }} />
    </Track>
  );
}
