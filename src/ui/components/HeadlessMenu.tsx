import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useEffect, useRef } from 'react'
import type { DropdownMenuProps } from './DropdownMenuProps'

interface HeadlessMenuProps extends DropdownMenuProps {
  /** The stand-in was pressed: open as that press asked, with the focus on this menu's button. */
  openNow: boolean
  /** Called once the press has been handed over. */
  onOpened: () => void
}

/**
 * The real menu, Headless UI's (keyboard, focus and ARIA as WAI-ARIA's menu button pattern asks), in a chunk
 * of its own: DropdownMenu draws a stand-in until the menu is first used.
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
  onOpened,
}: HeadlessMenuProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!openNow) return
    ref.current?.focus()
    // A click that is not a mouse's (Headless UI opens on a mouse's pointerdown, else on click) opens the menu.
    ref.current?.click()
    onOpened()
  }, [openNow, onOpened])
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
