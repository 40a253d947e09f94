import { Button, Card, Muted } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { savePreferences } from '../../../shared/api/profile-api';
import { readFailure } from '../../../shared/api/read-failure';
import { usePreferences } from '../../../shared/api/use-progress-data';
import { toLocalDay } from '../../../shared/local-day';
import { useAreaServices } from '../../../shared/progress-context';
import { downloadJson, gatherUserData } from '../model/export-user-data';
import { ChangePasswordDialog } from './change-password-dialog';
import { SectionTitle } from '../../../shared/components/section-title';

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  width: 48px;
  height: 28px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.textMuted)};
    transition: left 120ms ease;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
  }
`;

/** Account settings rows (spec 02 §2) that work: Change Password, Email Notifications, Export Data. */
export function AccountSettings() {
  const { request, notify } = useAreaServices();
  const preferences = usePreferences();
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isSavingPreference, setIsSavingPreference] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const emailNotifications = preferences.data?.emailNotifications ?? true;

  const toggleNotifications = async () => {
    setIsSavingPreference(true);
    try {
      const saved = await savePreferences(request, { emailNotifications: !emailNotifications });
      await preferences.mutate(saved, { revalidate: false });
      notify({
        title: saved.emailNotifications ? 'Email notifications on' : 'Email notifications off',
        variant: 'success',
        durationMs: 2000,
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: readFailure(error, 'Failed to save your preference').message,
        variant: 'destructive',
      });
    } finally {
      setIsSavingPreference(false);
    }
  };
  const exportData = async () => {
    setIsExporting(true);
    try {
      const now = new Date();
      downloadJson(await gatherUserData(request, now), `repwise-data-${toLocalDay(now)}.json`);
      notify({
        title: 'Export ready',
        description: 'Your data was downloaded as a JSON file.',
        variant: 'success',
        durationMs: 3000,
      });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="account-settings-title">
      <SectionTitle id="account-settings-title">Account Settings</SectionTitle>
      <Rows>
        <li>
          <div>
            <strong>Change Password</strong>
            <Muted>Requires your current password; signs out your other devices.</Muted>
          </div>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => setIsChangingPassword(true)}
          >
            Change Password
          </Button>
        </li>
        <li>
          <div>
            <strong id="email-notifications-label">Email Notifications</strong>
            <Muted>Progress reminders and plan updates by e-mail.</Muted>
          </div>
          <Switch
            type="button"
            role="switch"
            aria-checked={emailNotifications}
            aria-labelledby="email-notifications-label"
            $on={emailNotifications}
            disabled={!preferences.data || isSavingPreference}
            onClick={() => void toggleNotifications()}
          />
        </li>
        <li>
          <div>
            <strong>Export Data</strong>
            <Muted>
              Download your profile, measurements, goals, photo records and workouts as JSON.
            </Muted>
          </div>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void exportData()}
            disabled={isExporting}
            aria-busy={isExporting}
          >
            {isExporting ? 'Preparing…' : 'Export Data'}
          </Button>
        </li>
      </Rows>
      {isChangingPassword && <ChangePasswordDialog onClose={() => setIsChangingPassword(false)} />}
    </Card>
  );
}
