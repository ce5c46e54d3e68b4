import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useEffect, useRef } from 'react'
import type { DropdownMenuProps } from './DropdownMenuProps'

interface HeadlessMenuProps extends DropdownMenuProps {
  /** The stand-in button was pressed before this chunk came: open as that press asked. */
  openNow: boolean
  /** The stand-in button had the focus: the real one takes it, so the keyboard keeps its place. */
  focusNow: boolean
  /** Called once the press or the focus has been handed over. */
  onTaken: () => void
}

/**
 * The real menu, Headless UI's (keyboard, focus and ARIA as WAI-ARIA's menu button pattern asks), in a chunk
 * of its own: DropdownMenu draws a stand-in until it is here.
 */
export default function HeadlessMenu({
  className = 'relative',
  buttonClassName,
  buttonLabel,
  button,
  anchor,
  itemsClassName,
  items,
  openNow,
  focusNow,
  onTaken,
}: HeadlessMenuProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!focusNow && !openNow) return
    ref.current?.focus()
    // A click that is not a mouse's (Headless UI opens on a mouse's pointerdown, else on click) opens the menu.
    if (openNow) ref.current?.click()
    onTaken()
  }, [focusNow, openNow, onTaken])
  return (
    <Menu as="div" className={className}>
      <MenuButton ref={ref} aria-label={buttonLabel} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems anchor={anchor} className={itemsClassName}>
        {items.map((item) => (
          <MenuItem key={item.key}>{item}</MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
