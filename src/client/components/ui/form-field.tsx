import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { Input, Label, NativeSelect } from './input';

type FieldFrame = {
  id: string;
  label: ReactNode;
  /** Inline error text (sets aria-invalid and aria-describedby on the control). */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, error, hint }: Pick<FieldFrame, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its inline error. */
export function TextField({ id, label, error, hint, className, ...input }: FieldFrame & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled native select with its inline error. */
export function SelectField({ id, label, error, hint, className, children, ...select }: FieldFrame & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </NativeSelect>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
