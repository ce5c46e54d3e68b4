/** The home cards' shared classes: a white card, AA-contrast muted text in both themes. */
export const homeTone = {
  card: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700',
  title: 'text-base font-semibold text-stone-900 dark:text-stone-100',
  muted: 'text-stone-500 dark:text-stone-400',
  body: 'text-stone-700 dark:text-stone-200',
  link: 'font-medium text-primary-700 hover:text-primary-800 hover:underline dark:text-primary-300',
}
