import { configure } from '@testing-library/dom'

// Every findBy*/waitFor of the UI tests waits for what it needs and returns as soon as it is there; this
// deadline only decides how long a broken test takes to fail. It is long because a loaded 2-core machine
// may spend many seconds on a first visit of a route (its lazy chunk, and the demo backend fitting the
// admission model in-process), and a short deadline would fail a correct page that is merely slow.
configure({ asyncUtilTimeout: 30_000 })
