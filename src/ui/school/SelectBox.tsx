import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'

export interface Option<V> {
  value: V
  label: string
}

/** A labelled Headless UI listbox, controlled by its owner (the view model holds the value). */
export function SelectBox<V extends string | number>(props: {
  label: string
  value: V
  options: Option<V>[]
  onChange: (value: V) => void
  disabled?: boolean
  className?: string
}) {
  const current = props.options.find((o) => o.value === props.value)
  return (
    <Field disabled={props.disabled} className={props.className}>
      <Label className="mb-1.5 block text-xs font-medium text-stone-500 dark:text-stone-400">{props.label}</Label>
      <Listbox value={props.value} onChange={props.onChange}>
        <ListboxButton className="field flex items-center justify-between gap-2 text-left data-disabled:cursor-not-allowed data-disabled:opacity-50">
          <span className="truncate">{current?.label ?? ''}</span>
          <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-stone-400" fill="currentColor" aria-hidden>
            <path d="M5.2 7.2a.75.75 0 011.06 0L10 10.94l3.74-3.74a.75.75 0 111.06 1.06l-4.27 4.27a.75.75 0 01-1.06 0L5.2 8.26a.75.75 0 010-1.06z" />
          </svg>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-40 max-h-72 w-(--button-width) min-w-40 overflow-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-stone-200 [--anchor-gap:4px] outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:bg-zinc-800 dark:ring-zinc-700"
        >
          {props.options.map((o) => (
            <ListboxOption
              key={String(o.value)}
              value={o.value}
              className="cursor-pointer rounded-md px-3 py-2 text-stone-700 data-focus:bg-primary-50 data-focus:text-primary-700 data-selected:font-semibold data-selected:text-primary-700 dark:text-stone-200 dark:data-focus:bg-primary-900/40 dark:data-focus:text-primary-200 dark:data-selected:text-primary-300"
            >
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  )
}
