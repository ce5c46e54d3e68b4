/** The chat screen's constants (the typing tick is the runner's: core/chat/ChatRunner). */

/** The message list scrolls to its end this long after a change, once the new text is laid out. */
export const SCROLL_DELAY_MS = 50
/** The chat modal sits above every other dialog. */
export const CHAT_Z_INDEX = 6000
