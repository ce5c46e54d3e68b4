import { screen, waitFor } from '@testing-library/react'

/**
 * The button once a user could press it. A button can be on the page before it works (开始审核 waits for the
 * list to load), and a click on a disabled button does nothing: on a busy machine a test clicked too early
 * and then waited in vain for the result.
 */
export async function findEnabledButton(name: string | RegExp): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name })
  await waitFor(() => {
    if (button.disabled) throw new Error(`the button ${String(name)} is still disabled`)
  })
  return button
}
