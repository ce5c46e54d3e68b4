import { useId, type ReactNode } from 'react'

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FormFieldProps {
  label: string
  /** The field's problem, already in words; '' or undefined when none. */
  error?: string
  /** Right of the label: a character counter or "选填". */
  aside?: ReactNode
  children: (control: ControlProps) => ReactNode
}

/** A labelled control with its problem below it, tied together for screen readers (aria-describedby). */
export function FormField({ label, error, aside, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-700 dark:text-stone-300">
          {label}
        </label>
        {aside && <span className="text-xs text-stone-500 tabular-nums dark:text-stone-400">{aside}</span>}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-primary-700 dark:text-primary-300">
          {error}
        </p>
      )}
    </div>
  )
}

/** The red frame of a control with a problem. */
export const invalidRing = (invalid: boolean) => (invalid ? 'border-primary-500 ring-2 ring-primary-100 dark:ring-primary-900' : '')
