/** The white rounded panel each section of the test pages sits in (light and dark). */
export const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700'

/** Small print under a section: sources and method. */
export const NOTE = 'text-xs leading-5 text-stone-500 dark:text-stone-400'

/** A subject or class chip. */
export const CHIP = 'inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700 dark:bg-zinc-700 dark:text-stone-200'
