import type { AuthUser } from '@repwise/contracts';
import {
  Button,
  Card,
  DialogActions,
  FieldGrid,
  FormError,
  SelectField,
  TextField,
} from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { updateProfile } from '../../../shared/api/profile-api';
import { useAreaServices } from '../../../shared/progress-context';
import { useForm } from '../../../shared/use-form';
import { describePersonalInfo } from '../describe-personal-info';
import { buildProfileChange, profileToForm, type ProfileForm } from '../model/build-profile-change';
import { SectionTitle } from '../../../shared/components/section-title';

const InfoList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const InfoRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Personal info (spec 02 §2, §4): view mode, edit mode; Cancel restores, Save stores it through auth. */
export function PersonalInfoCard({
  user,
  onSaved,
}: {
  user: AuthUser;
  onSaved: (user: AuthUser) => Promise<unknown>;
}) {
  const { request, notify } = useAreaServices();
  const [isEditing, setIsEditing] = useState(false);
  const {
    values: form,
    setValues,
    set,
    errors,
    setErrors,
    isSaving,
    save,
  } = useForm<ProfileForm>(() => profileToForm(user));
  const edit = () => {
    setValues(profileToForm(user));
    setIsEditing(true);
  };
  const cancel = () => {
    setIsEditing(false);
    setErrors({});
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const built = buildProfileChange(form);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    const isSaved = await save(async () => {
      await onSaved(await updateProfile(request, built.change));
    }, 'Failed to save your profile');
    if (!isSaved) return;
    notify({
      title: 'Profile updated',
      description: 'Your personal information has been saved.',
      variant: 'success',
      durationMs: 3000,
    });
    cancel();
  };

  const memberSince = describePersonalInfo(user).find((row) => row.label === 'Member Since')?.value;
  return (
    <Card as="section" aria-labelledby="personal-info-title">
      <Header>
        <SectionTitle id="personal-info-title" style={{ margin: 0 }}>
          Personal Information
        </SectionTitle>
        {!isEditing && (
          <Button type="button" $size="sm" $variant="secondary" onClick={edit}>
            Edit Profile
          </Button>
        )}
      </Header>
      {!isEditing ? (
        <InfoList>
          {describePersonalInfo(user).map(({ label, value }) => (
            <InfoRow key={label}>
              <dt>{label}</dt>
              <dd>{value ?? <NotSet>Not set</NotSet>}</dd>
            </InfoRow>
          ))}
        </InfoList>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          style={{ display: 'grid', gap: 16 }}
          aria-label="Edit personal information"
        >
          {errors.form && <FormError>{errors.form}</FormError>}
          <FieldGrid>
            <TextField
              label="First Name"
              value={form.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
              autoComplete="given-name"
              data-autofocus
            />
            <TextField
              label="Last Name"
              value={form.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
              autoComplete="family-name"
            />
            <TextField
              label="Email"
              value={user.email}
              readOnly
              aria-readonly="true"
              hint="Your e-mail cannot be changed here."
            />
            <TextField
              label="Age"
              type="number"
              step="1"
              min="13"
              max="120"
              inputMode="numeric"
              value={form.age}
              onChange={set('age')}
              error={errors.age}
            />
            <TextField
              label="Height (cm)"
              type="number"
              step="1"
              min="50"
              max="272"
              inputMode="numeric"
              value={form.height}
              onChange={set('height')}
              error={errors.height}
            />
            <TextField
              label="Weight (kg)"
              type="number"
              step="1"
              min="20"
              max="500"
              inputMode="numeric"
              value={form.weight}
              onChange={set('weight')}
              error={errors.weight}
            />
            <SelectField
              label="Fitness Level"
              value={form.fitnessLevel}
              onChange={set('fitnessLevel')}
              error={errors.fitnessLevel}
            >
              <option value="">Not set</option>
              <option value="BEGINNER">Beginner</option>
              <option value="INTERMEDIATE">Intermediate</option>
              <option value="ADVANCED">Advanced</option>
            </SelectField>
            <TextField
              label="Member Since"
              value={memberSince ?? ''}
              readOnly
              aria-readonly="true"
            />
          </FieldGrid>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
              {isSaving ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Card>
  );
}
