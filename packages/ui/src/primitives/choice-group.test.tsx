// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme';
import { CheckboxGroup, ChoiceGroup, ChoiceOption } from './choice-group';

afterEach(cleanup);

function renderThemed(ui: ReactNode) {
  return render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);
}

describe('choice groups', () => {
  it('names the group by its legend and describes it by its error, then its hint', () => {
    renderThemed(
      <ChoiceGroup legend="Style" hint="Pick one." error="Choose a style" frameId="style-question">
        <ChoiceOption>
          <input type="radio" name="style" value="calm" />
          Calm
          <small>Quiet and steady</small>
        </ChoiceOption>
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Style' });
    expect(group).toHaveAccessibleDescription('Choose a style Pick one.');
    expect(group).toHaveAttribute('id', 'style-question');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a style');
    expect(screen.getByRole('radio', { name: /Calm/ })).toBeInTheDocument();
  });

  it('gives the error the id it is asked for, so controls outside can point at it', () => {
    renderThemed(
      <ChoiceGroup legend="Goals" error="Pick a goal" errorId="goals-error">
        <ChoiceOption>
          <input type="checkbox" />
          Strength
        </ChoiceOption>
      </ChoiceGroup>,
    );
    expect(document.getElementById('goals-error')).toHaveTextContent('Pick a goal');
  });

  it('toggles a typed checkbox option and shows the selected ones checked', () => {
    const onToggle = vi.fn();
    renderThemed(
      <CheckboxGroup
        legend="Equipment"
        options={['dumbbells', 'bands'] as const}
        selected={['bands']}
        formatOption={(option) => option.toUpperCase()}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole('group', { name: 'Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'BANDS' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'DUMBBELLS' }));
    expect(onToggle).toHaveBeenCalledWith('dumbbells');
  });
});
