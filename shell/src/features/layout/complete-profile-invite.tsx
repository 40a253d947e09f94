import { Button, Card } from '@repwise/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useOnboardingStatus } from '../guard/onboarding-status';

const Invite = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * On the dashboard of a user who skipped onboarding (spec 02 §2: "You can complete your profile
 * anytime"): an invitation to take the assessment, which their personalised plan comes from.
 * Nothing while the status is being checked or once onboarding is completed.
 */
export function CompleteProfileInvite() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const status = useOnboardingStatus();
  if (pathname.replace(/\/+$/, '') !== '/app/dashboard') return null;
  if (status.isLoading || status.isCompleted) return null;
  return (
    <Invite as="section" aria-label="Complete your profile">
      <div>
        <p>
          <strong>Complete your fitness profile</strong>
        </p>
        <p>
          You skipped the assessment. Answer it to get a workout and nutrition plan made for you.
        </p>
      </div>
      <Button type="button" onClick={() => navigate('/onboarding')}>
        Complete My Profile
      </Button>
    </Invite>
  );
}
