// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme';
import { Field, Input } from './field';
import { SelectField, SliderField, TextAreaField, TextField } from './form-fields';

afterEach(cleanup);

function renderThemed(ui: ReactNode) {
  return render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);
}

describe('form fields', () => {
  it('ties the label to the input and the hint to its description', () => {
    renderThemed(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks an invalid field, announces its error and describes it by error then hint', () => {
    renderThemed(<TextField label="Email" hint="We never share it." error="Enter an email." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email. We never share it.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email.');
  });

  it('labels a text area and passes its native props through', () => {
    const onChange = vi.fn();
    renderThemed(
      <TextAreaField label="Notes" error="Too long" maxLength={10} value="" onChange={onChange} />,
    );
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('maxlength', '10');
    expect(area).toHaveAccessibleDescription('Too long');
    fireEvent.change(area, { target: { value: 'Felt good' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads a select of typed options back as the typed value', () => {
    const onValueChange = vi.fn();
    renderThemed(
      <SelectField
        label="Days per week"
        value={3}
        options={[
          { value: 3, label: '3 days' },
          { value: 4, label: '4 days' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Days per week' });
    expect(select).toHaveValue('3');
    fireEvent.change(select, { target: { value: '4' } });
    expect(onValueChange).toHaveBeenCalledWith(4);
  });

  it('renders option children and hands the change event on', () => {
    const onChange = vi.fn();
    renderThemed(
      <SelectField label="Level" value="" error="Pick a level" onChange={onChange}>
        <option value="">Not set</option>
        <option value="BEGINNER">Beginner</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(select, { target: { value: 'BEGINNER' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('labels a slider, shows its formatted value and reads it out', () => {
    const onChange = vi.fn();
    renderThemed(
      <SliderField
        label="Energy"
        value={7}
        min={1}
        max={10}
        formatValue={(value) => `${value}/10`}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Energy' });
    expect(slider).toHaveAttribute('aria-valuetext', '7/10');
    expect(screen.getByText('7/10').tagName).toBe('OUTPUT');
    fireEvent.change(slider, { target: { value: '8' } });
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it('lets any control take the field’s label and links, with a wrapper id to scroll to', () => {
    renderThemed(
      <Field label="Age" error="Too young" frameId="question-age">
        {(control) => <Input {...control} type="number" />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too young');
    expect(input.closest('#question-age')).not.toBeNull();
  });
});
