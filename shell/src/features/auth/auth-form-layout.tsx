import { Button, Spinner } from '@repwise/ui';
import styled from 'styled-components';

/** The column every auth form lays its fields out in. */
export const AuthFormBody = styled.form`
  display: grid;
  /* minmax(0, …) lets inputs shrink below their intrinsic width instead of overflowing the card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

/** Two fields side by side on wider screens, stacked on narrow ones. */
export const AuthFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SubmitButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The full-width submit button; while loading it is disabled and reads `loadingLabel`. */
export function AuthSubmitButton({
  label,
  loadingLabel,
  isLoading,
}: {
  label: string;
  loadingLabel: string;
  isLoading: boolean;
}) {
  return (
    <SubmitButton type="submit" $block $size="lg" disabled={isLoading}>
      {isLoading && <Spinner $sizePx={16} />}
      {isLoading ? loadingLabel : label}
    </SubmitButton>
  );
}
