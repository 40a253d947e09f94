import { tourTarget, type TourTarget } from '@repwise/contracts';
import { Button } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '../auth/auth-actions';
import { authAtom } from '../auth/session-store';
import { BrandLogo } from './brand-logo';
import { formatBadgeCount } from './notification-bell';
import { useSafetyAlertCount } from './safety-alert-count';

/**
 * The side menu's items, in order: spec 01 §2's six plus Safety, the safety centre its tours point
 * at (main tour step `safety`, the Safety tour's sections).
 */
export const sideMenuItems: readonly { label: string; to: string; tour?: TourTarget }[] = [
  { label: 'Dashboard', to: '/app/dashboard', tour: 'dashboard' },
  { label: 'Workout Plan', to: '/app/workout', tour: 'workouts' },
  { label: 'Daily Workout', to: '/app/daily-workout' },
  { label: 'AI Coach', to: '/app/ai-coach', tour: 'ai-coach' },
  { label: 'Progress', to: '/app/progress', tour: 'progress' },
  { label: 'Safety', to: '/app/safety', tour: 'safety' },
  { label: 'Profile', to: '/app/profile' },
];

/** The footer's name line: full name, else the e-mail's local part, else "User". */
export function displayName(
  user: { firstName?: string; lastName?: string; email?: string } | null,
): string {
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  if (fullName) return fullName;
  const localPart = user?.email?.split('@')[0];
  return localPart || 'User';
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  gap: ${({ theme }) => theme.space(6)};
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  &.active {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const CountBadge = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#000000' : '#ffffff')};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p + p {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The app's navigation with the signed-in user's footer; `onNavigate` closes the phone drawer. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAtomValue(authAtom);
  const navigate = useNavigate();
  const safetyCount = formatBadgeCount(useSafetyAlertCount());
  return (
    <Panel>
      <BrandLogo />
      <nav aria-label="Main">
        <Items>
          {sideMenuItems.map((item) => (
            <li key={item.to} {...(item.tour ? tourTarget(item.tour) : {})}>
              <Item
                to={item.to}
                onClick={onNavigate}
                aria-label={
                  item.to === '/app/safety' && safetyCount
                    ? `${item.label}, ${safetyCount} unresolved alerts`
                    : undefined
                }
              >
                {item.label}
                {item.to === '/app/safety' && safetyCount && (
                  <CountBadge aria-hidden="true">{safetyCount}</CountBadge>
                )}
              </Item>
            </li>
          ))}
        </Items>
      </nav>
      <Footer {...tourTarget('user-menu')}>
        <p>{displayName(user)}</p>
        <p>{user?.email || 'No email available'}</p>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => {
            void signOut(() => navigate('/'));
          }}
        >
          Sign Out
        </Button>
      </Footer>
    </Panel>
  );
}
