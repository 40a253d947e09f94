import { authMessages } from '@repwise/contracts';
import { Button, Dialog, DialogActions, FormError, TextField } from '@repwise/ui';
import { changePassword } from '../../../shared/api/profile-api';
import { useAreaServices } from '../../../shared/progress-context';
import { toFieldErrors } from '../../../shared/to-field-errors';
import { useForm } from '../../../shared/use-form';
import { changePasswordRequestSchema } from '@repwise/contracts/profile';

/** Change Password: the current password, a new one (registration rules) typed twice. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { request, notify, onSessionRenewed } = useAreaServices();
  const { values, set, errors, setErrors, isSaving, save } = useForm({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const payload = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const parsed = changePasswordRequestSchema.safeParse(payload);
    const found = parsed.success ? {} : toFieldErrors(parsed.error);
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = authMessages.passwordsDontMatch;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const isSaved = await save(
      async () => onSessionRenewed(await changePassword(request, payload)),
      'Failed to change password',
    );
    if (!isSaved) return;
    notify({
      title: 'Password changed',
      description: 'Your other devices have been signed out.',
      variant: 'success',
    });
    onClose();
  };

  return (
    <Dialog title="Change Password" onClose={onClose}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {errors.form && <FormError>{errors.form}</FormError>}
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint="At least 8 characters with an upper-case letter, a lower-case letter and a number."
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? 'Saving…' : 'Change Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
