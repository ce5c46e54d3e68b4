import { render } from '@testing-library/react'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { createContainer } from '@/composition/createContainer'
import { App } from '@/ui/App'
import { ServiceProvider } from '@/ui/ServiceContext'
import { paths } from '@/core/navigation/routeTable'

/** jsdom lacks the observers Headless UI's anchored menus use; a no-op stands in. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The whole app composed in demo mode (real server use cases in memory), at the given hash path. */
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
  return { ...view, backend, container }
}
