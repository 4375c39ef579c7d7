import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';

/** What a labelled control is given: its id, whether it is invalid, and the id of its hint or error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  /** Shown under the control in the danger colour; marks the control invalid. */
  error?: string | undefined;
  /** A note under the control (e.g. why it cannot be changed). */
  hint?: string | undefined;
  /** Marks the label with an asterisk (screen readers hear the control's own `required`). */
  required?: boolean | undefined;
  /** The control's id, when the form needs to know it (to focus the first invalid field); else generated. */
  id?: string | undefined;
  className?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * The one labelled form field of both apps (the account forms, checkout, the back office): the label, the
 * control, then its hint and error, which the control names in `aria-describedby`.
 */
export function Field({ label, error, hint, required, id: givenId, className, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<FieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** The common case of `Field`: a labelled text input. */
export function TextField({ label, error, hint, required, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(props) => <Input {...props} required={required} {...inputProps} />}
    </Field>
  );
}
