import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Waits for the wizard to show a step by its heading. */
export function findStepHeading(title: string) {
  return screen.findByRole('heading', { level: 2, name: title });
}

/** Answers the personal-info step with valid answers. */
export async function answerPersonalInfo(user = userEvent.setup()) {
  await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '30');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Height (feet)' }), '5');
  await user.type(screen.getByRole('spinbutton', { name: 'Height (inches)' }), '6');
  await user.type(screen.getByRole('spinbutton', { name: 'Weight (lb)' }), '150');
  await user.click(screen.getByRole('radio', { name: 'Sedentary' }));
}

/** Clicks a button by its name. */
export async function clickButton(name: string, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name }));
}
