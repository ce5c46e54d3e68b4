import { useRef, useState, type PointerEvent } from 'react'

/** Dragging starts after a 200 ms press and 5 px of movement; anything less is a click. */
export const LONG_PRESS_MS = 200
export const DRAG_THRESHOLD_PX = 5

export interface Position {
  left: number
  bottom: number
}

export function useLongPressDrag(initial: Position, onClick: () => void, onDrop?: (position: Position) => void) {
  const [position, setPosition] = useState(() => clampToWindow(initial))
  const press = useRef<{ x: number; y: number; at: number; origin: Position; dragging: boolean; last?: Position } | null>(null)

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
    const next = clampToWindow({ left: current.origin.left + dx, bottom: current.origin.bottom - dy })
    current.last = next
    setPosition(next)
  }

  function onPointerUp() {
    const wasDragging = press.current?.dragging ?? false
    const dropped = press.current?.last
    press.current = null
    if (!wasDragging) onClick()
    else if (dropped) onDrop?.(dropped)
  }

  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => (press.current = null) } }
}

/** Inside the window, whatever its size now (a kept place may come from a larger window). */
function clampToWindow(position: Position): Position {
  const maxLeft = Math.max(0, window.innerWidth - 64)
  const maxBottom = Math.max(0, window.innerHeight - 64)
  return { left: clamp(position.left, 0, maxLeft), bottom: clamp(position.bottom, 0, maxBottom) }
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}
