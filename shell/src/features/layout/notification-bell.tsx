import styled from 'styled-components';

/** The bell's count: a fixed 3 in this version of the product (spec 01 §2, §9). */
export const notificationCount = 3;

/** Badge text for a count: the number, or "99+" above 99; empty at 0. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

const BellButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Badge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The notification bell with its badge. */
export function NotificationBell({ count = notificationCount }: { count?: number }) {
  const badge = formatBadgeCount(count);
  return (
    <BellButton
      type="button"
      aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {badge && <Badge aria-hidden="true">{badge}</Badge>}
    </BellButton>
  );
}
