import styled, { css } from 'styled-components';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The product's button: primary, secondary (outlined), ghost or danger; `$size` sm/md/lg. */
export const Button = styled.button<{
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: ${({ theme, $size = 'md' }) =>
    $size === 'sm'
      ? `${theme.space(1.5)} ${theme.space(3)}`
      : $size === 'lg'
        ? `${theme.space(3.5)} ${theme.space(7)}`
        : `${theme.space(2.5)} ${theme.space(5)}`};
  font: inherit;
  font-size: ${({ $size = 'md' }) => ($size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.0625rem' : '0.9375rem')};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    opacity 120ms ease;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surface};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #ffffff;
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            opacity: 0.92;
          }
        `;
    }
  }}
`;
