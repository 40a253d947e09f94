import { useState } from 'react';
import { readFailure } from './api/read-failure';

/**
 * A form's typed values, field errors and saving state. `save` runs the call; a failure keeps the
 * form open with the server's field errors and message (`errors.form`), or `fallback`.
 */
export function useForm<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const save = async (action: () => Promise<void>, fallback: string): Promise<boolean> => {
    setIsSaving(true);
    try {
      await action();
      return true;
    } catch (error) {
      const failure = readFailure(error, fallback);
      setErrors({ ...failure.fieldErrors, form: failure.message });
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  return { values, setValues, set, errors, setErrors, isSaving, save };
}
