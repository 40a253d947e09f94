import type { AuthUser, FitnessLevel } from '@repwise/contracts';

/** One labelled row of the profile's personal info; `value` null means the user has not set it. */
export interface PersonalInfoRow {
  label: string;
  value: string | null;
}

const fitnessLevelNames: Readonly<Record<FitnessLevel, string>> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

const memberSinceFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

function formatNumber(value: number | null): string | null {
  return value === null ? null : String(value);
}

/** The personal info rows of spec 02 §2, in order, for a signed-in user. */
export function describePersonalInfo(user: AuthUser): PersonalInfoRow[] {
  return [
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Age', value: formatNumber(user.age) },
    { label: 'Height (cm)', value: formatNumber(user.height) },
    { label: 'Weight (kg)', value: formatNumber(user.weight) },
    {
      label: 'Fitness Level',
      value: user.fitnessLevel === null ? null : fitnessLevelNames[user.fitnessLevel],
    },
    { label: 'Member Since', value: memberSinceFormat.format(new Date(user.createdAt)) },
  ];
}
