import { useRef, useState, type PointerEvent } from 'react'

/** Spec §2/§9: dragging starts after a 200 ms press and 5 px of movement; anything less is a click. */
export const LONG_PRESS_MS = 200
export const DRAG_THRESHOLD_PX = 5

export interface Position {
  left: number
  bottom: number
}

export function useLongPressDrag(initial: Position, onClick: () => void) {
  const [position, setPosition] = useState(initial)
  const press = useRef<{ x: number; y: number; at: number; origin: Position; dragging: boolean } | null>(null)

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId)
    press.current = { x: event.clientX, y: event.clientY, at: event.timeStamp, origin: position, dragging: false }
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = press.current
    if (!current) return
    const dx = event.clientX - current.x
    const dy = event.clientY - current.y
    if (!current.dragging && event.timeStamp - current.at >= LONG_PRESS_MS && Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX) current.dragging = true
    if (!current.dragging) return
    const maxLeft = window.innerWidth - 64
    const maxBottom = window.innerHeight - 64
    setPosition({ left: clamp(current.origin.left + dx, 0, maxLeft), bottom: clamp(current.origin.bottom - dy, 0, maxBottom) })
  }

  function onPointerUp() {
    const wasDragging = press.current?.dragging ?? false
    press.current = null
    if (!wasDragging) onClick()
  }

  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => (press.current = null) } }
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}
