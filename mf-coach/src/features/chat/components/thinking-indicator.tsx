import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Status = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Dot = styled.span`
  display: inline-block;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${pulse} 1.2s infinite ease-in-out;
  &:nth-child(2) {
    animation-delay: 0.2s;
  }
  &:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.6;
  }
`;

/** The typing indicator while a reply is on its way (spec 02 §2). */
export function ThinkingIndicator() {
  return (
    <Status role="status">
      <span aria-hidden="true">
        <Dot /> <Dot /> <Dot />
      </span>
      AI Coach is thinking
    </Status>
  );
}
