import { render, waitFor } from '@testing-library/react'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { createContainer } from '@/composition/createContainer'
import { App } from '@/ui/App'
import { ServiceProvider } from '@/ui/ServiceContext'
import { paths } from '@/core/navigation/routeTable'

/** The test DOM's observers do nothing useful without layout; a no-op stands in for those Headless UI's anchored menus use. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * The whole app composed in demo mode (real server use cases in memory), at the given hash path, once its
 * shell is drawn (the app draws it in a transition after the settings and the session arrive, src/ui/App.tsx).
 */
export async function renderDemoApp(path = paths.home()) {
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
  window.location.hash = `#${path}`
  const backend = createMemoryBackend() as unknown as MemoryBackend
  const container = await createContainer({ mode: 'demo', storage: 'memory', backend })
  const view = render(
    <ServiceProvider services={container}>
      <App />
    </ServiceProvider>,
  )
  await waitFor(() => {
    if (!document.getElementById('main-content')) throw new Error('the shell is not drawn yet')
  })
  return { ...view, backend, container }
}
