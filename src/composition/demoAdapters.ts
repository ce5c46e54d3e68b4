/** The demo mode's in-browser adapters: a chunk of their own, fetched only by `npm run demo` (and tests). */
export { InMemoryEventStream } from '@/adapters/fake/InMemoryEventStream'
export { InMemoryHttpApi } from '@/adapters/fake/InMemoryHttpApi'
