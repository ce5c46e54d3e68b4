/**
 * The focus has fallen to the document when the control holding it went away (a link that left with its page,
 * a dialog's opener that what the dialog did removed): the next Tab would start from the top. The page's content
 * takes it instead; anywhere else it stays where it is.
 */
export function catchFallenFocus() {
  if (!document.activeElement || document.activeElement === document.body) document.getElementById('main-content')?.focus({ preventScroll: true })
}
