import { useId, type ReactNode, type Ref } from 'react'

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'tel'
  placeholder?: string
  autoComplete?: string
  maxLength?: number
  /** Something beside the input: the captcha image or the 获取验证码 button. */
  addon?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ label, value, onChange, type = 'text', placeholder, autoComplete, maxLength, addon, inputRef }: TextFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          className="field"
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
        {addon}
      </div>
    </div>
  )
}

export function CheckField({
  checked,
  onChange,
  children,
  label,
}: {
  checked: boolean
  onChange: (value: boolean) => void
  children: ReactNode
  label: string
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-2 text-sm text-stone-600 dark:text-stone-300">
      <input
        id={id}
        type="checkbox"
        aria-label={label}
        className="mt-0.5 size-4 accent-primary-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div>{children}</div>
    </div>
  )
}

export function FormError({ message }: { message: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-700 dark:bg-primary-900/30 dark:text-primary-200">
      {message}
    </p>
  )
}
