/** Spec §9, the chat's constants in one place. */

/** Received chunks are appended to the last answer one per tick of this timer. */
export const TYPING_TICK_MS = 30
/** The message list scrolls to its end this long after a change, once the new text is laid out. */
export const SCROLL_DELAY_MS = 50
/** The chat modal sits above every other dialog. */
export const CHAT_Z_INDEX = 6000
