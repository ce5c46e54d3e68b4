// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_HIDE_DELAY_MS, ProgressBar } from '@/ui/layout/ProgressBar'
import { renderDemoApp } from './renderDemoApp'
import { paths } from '@/core/navigation/routeTable'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const bar = () => screen.getByRole('progressbar', { hidden: true })

describe('the navigation progress bar', () => {
  it('shows while a navigation runs and hides 300 ms after it ends, not before', () => {
    vi.useFakeTimers()
    const { rerender } = render(<ProgressBar active />)
    expect(bar().getAttribute('aria-hidden')).toBe('false')
    rerender(<ProgressBar active={false} />)
    act(() => {
      vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS - 1)
    })
    expect(bar().getAttribute('aria-hidden')).toBe('false')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(bar().getAttribute('aria-hidden')).toBe('true')
  })

  it('ends the navigation once the routed page has rendered', async () => {
    await renderDemoApp(paths.about())
    await waitFor(() => expect(bar().getAttribute('data-active')).toBe('false'))
    await waitFor(() => expect(bar().getAttribute('aria-hidden')).toBe('true'))
  })
})
