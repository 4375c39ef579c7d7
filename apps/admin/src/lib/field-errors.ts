import type { z } from 'zod';

/** Field path (dotted) → the first message zod gave for it, for showing under each control. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The API names a refused field before its message (`gstin: Enter a valid GSTIN`, plugins/errors.ts): that
 * message under its field, or undefined when the refusal names none (shown as a toast instead).
 */
export function serverFieldError(message: string | undefined): FieldErrors | undefined {
  const named = message?.match(/^([A-Za-z][\w.]*): (.+)$/s);
  return named?.[1] && named[2] ? { [named[1]]: named[2] } : undefined;
}
