const labelOverrides: Readonly<Record<string, string>> = {
  'prefer-not-to-say': 'Prefer not to say',
  'sport-specific': 'Sport-specific',
  'general-fitness': 'General fitness',
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  '1-year': '1 year',
  'no-timeframe': 'No timeframe',
  '15-min': '15 minutes',
  '30-min': '30 minutes',
  '45-min': '45 minutes',
  '60-min': '60 minutes',
  '90-min+': '90+ minutes',
  '1-2-times': '1-2 times a week',
  '3-4-times': '3-4 times a week',
  '5-6-times': '5-6 times a week',
  'pull-up-bar': 'Pull-up bar',
  'full-home-gym': 'Full home gym',
  small: 'Small (a mat’s worth)',
  medium: 'Medium (a room)',
  large: 'Large (a garage or gym)',
};

/** The human label of an option value: 'lightly-active' → 'Lightly active'. */
export function labelOption(value: string): string {
  const override = labelOverrides[value];
  if (override) return override;
  const words = value.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
