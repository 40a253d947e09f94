import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../toasts/toast-store';
import {
  presentAuthFailure,
  toUserFacingError,
  type AuthFormKind,
  type FieldErrors,
} from './auth-form-errors';

/** Where both forms go after success (spec 01 §4). */
export const afterAuthPath = '/app/dashboard';

/** What a form does with its valid values: call the action, then say how success is toasted. */
interface AuthFormOptions<Field extends string> {
  kind: AuthFormKind;
  fields: readonly Field[];
  initialValues: Record<Field, string>;
  /** Checks every field; returns the messages of the invalid ones (empty when all are valid). */
  validate: (values: Record<Field, string>) => FieldErrors<Field>;
  /** Sends the values; throws an ApiError on failure. */
  submit: (values: Record<Field, string>) => Promise<void>;
  successToast: { title: string; description?: string };
}

/**
 * State shared by the sign-in and registration forms: values, client and server field errors,
 * the banner and the loading flag. Editing a field clears its errors and the banner (spec 01 §5).
 */
export function useAuthForm<Field extends string>(options: AuthFormOptions<Field>) {
  const { kind, fields, initialValues, validate, submit, successToast } = options;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // State lags a render behind; a second Enter press must not send the form twice.
  const isSendingRef = useRef(false);

  function changeValue(field: Field, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => withoutField(current, field));
    setServerErrors((current) => withoutField(current, field));
    setBanner(null);
  }

  /** Replaces the client-side messages of `checked` fields with those in `errors`. */
  function showClientErrors(checked: readonly Field[], errors: FieldErrors<Field>): void {
    setClientErrors((current) => {
      const next = { ...current };
      for (const field of checked) next[field] = errors[field];
      return next;
    });
  }

  function focusField(field: Field): void {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLInputElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isSendingRef.current) return;
    const errors = validate(values);
    setClientErrors(errors);
    setServerErrors({});
    setBanner(null);
    const firstInvalid = fields.find((field) => errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      focusField(firstInvalid);
      return;
    }
    isSendingRef.current = true;
    setIsSubmitting(true);
    try {
      await submit(values);
    } catch (error) {
      const presentation = presentAuthFailure(toUserFacingError(error), fields, kind);
      setServerErrors(presentation.fieldErrors);
      setBanner(presentation.banner);
      if (presentation.toast) showToast(presentation.toast);
      isSendingRef.current = false;
      setIsSubmitting(false);
      return;
    }
    showToast({ ...successToast, variant: 'success' });
    navigate(afterAuthPath, { replace: true });
  }

  return {
    formRef,
    values,
    banner,
    isSubmitting,
    errorFor: (field: Field): string | undefined => clientErrors[field] ?? serverErrors[field],
    changeValue,
    showClientErrors,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}

function withoutField<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  return errors[field] === undefined ? errors : { ...errors, [field]: undefined };
}
