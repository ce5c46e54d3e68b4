/** The white rounded panel every volunteer page section sits in (light and dark). */
export const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700'

/** A toggle chip: aria-pressed drives its selected look. */
export const CHIP =
  'rounded-full px-3 py-1 text-sm ring-1 transition ring-stone-300 text-stone-600 hover:ring-primary-300 aria-pressed:bg-primary-600 aria-pressed:text-white aria-pressed:ring-primary-600 dark:text-stone-300 dark:ring-zinc-600'
