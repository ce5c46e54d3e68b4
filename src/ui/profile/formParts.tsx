import { useId, type ReactNode } from 'react'

/** A titled card of the profile form; `hint` is the grey line that says what the numbers mean. */
export function Section({ title, hint, children, step }: { title: string; hint?: string; children: ReactNode; step?: number }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <header className="mb-5 flex items-baseline gap-3 max-md:flex-wrap max-md:gap-y-1">
        {step !== undefined && (
          <span className="flex size-6 shrink-0 items-center justify-center self-center rounded-full bg-primary-600 text-xs font-bold text-white">{step}</span>
        )}
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">{title}</h2>
        {/* One line beside the title on a desktop; on a phone the whole hint, under it. */}
        {hint && <p className="min-w-0 truncate text-xs text-stone-500 max-md:basis-full max-md:whitespace-normal dark:text-stone-400">{hint}</p>}
      </header>
      {children}
    </section>
  )
}

/** The message of the first failed rule, shown under the field it is about. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-xs font-medium text-primary-700 dark:text-primary-300">
      {message}
    </p>
  )
}

interface InputFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  message?: string
  /** A short note after the label, e.g. 满分150. */
  note?: string
  type?: 'text' | 'number'
  placeholder?: string
  suggestions?: readonly string[]
  disabled?: boolean
  fieldId?: string
  max?: number
}

/** A labelled input whose message is announced and tied to it (aria-describedby). */
export function InputField({ label, value, onChange, message = '', note, type = 'text', placeholder, suggestions, disabled, fieldId, max }: InputFieldProps) {
  const id = useId()
  const listId = `${id}-list`
  return (
    <div>
      <label htmlFor={fieldId ?? id} className="mb-1.5 flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
        {note && <span className="text-xs font-normal text-stone-500 dark:text-stone-400">{note}</span>}
      </label>
      <input
        id={fieldId ?? id}
        className={`field ${message ? 'border-primary-500 ring-2 ring-primary-100 dark:ring-primary-900' : ''}`}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        min={type === 'number' ? 0 : undefined}
        max={max}
        step="any"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        list={suggestions && suggestions.length > 0 ? listId : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-msg` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions && suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((item) => (
            <option key={item} value={item} />
          ))}
        </datalist>
      )}
      <FieldMessage id={`${id}-msg`} message={message} />
    </div>
  )
}

/** A single-choice group drawn as pills (radio inputs underneath, so it is keyboard- and reader-friendly). */
export function PillChoice<T extends string | number>({
  label,
  options,
  value,
  onChange,
  message = '',
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T | null | undefined
  onChange: (value: T) => void
  message?: string
}) {
  const id = useId()
  return (
    <fieldset aria-describedby={message ? `${id}-msg` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-700 dark:text-stone-300">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm ring-1 ring-stone-300 transition hover:ring-primary-400 has-checked:bg-primary-600 has-checked:font-semibold has-checked:text-white has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:ring-zinc-600"
          >
            <input type="radio" className="sr-only" name={id} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-msg`} message={message} />
    </fieldset>
  )
}

/** A number as the input shows it: empty for "not entered" (and for NaN, which the browser already shows as empty). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value)
}
