import type { ReactElement, ReactNode } from 'react'

/** A header menu: its button and its items (DropdownMenu draws it, HeadlessMenu once its code has come). */
export interface DropdownMenuProps {
  /** The wrapper's classes (it is the menu's positioning box). */
  className?: string
  buttonClassName: string
  /** An accessible name when the button shows an icon only. */
  buttonLabel?: string
  button: ReactNode
  anchor: 'bottom start' | 'bottom end'
  itemsClassName: string
  /** One element per item (a button or a link, keyed), styled with `data-focus:` for the item under the keyboard. */
  items: ReactElement[]
}
