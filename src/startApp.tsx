import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { API_BASE_URL } from './apiBaseUrl'
import { createContainer } from './composition/createContainer'
import { App } from './ui/App'
import { ServiceProvider } from './ui/ServiceContext'
import type { AppStore } from './ui/stores/AppStore'
import { UiTokens } from './ui/tokens'
import './ui/styles.css'

/**
 * A new task: what comes after runs once the browser has had its turn (a tap, a paint). Evaluating the app's
 * modules, building the container and the first render were one long task on a phone, the longest of the page;
 * cut in three, each is shorter than the part of it that blocked.
 */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0))

/** The app itself, loaded by src/main.tsx once it has decided this visit gets the app (not the phone introduction). */
await nextTask()
// `npm run demo` is `vite --mode demo`: the real server use cases run in the browser, in memory.
const container = await createContainer({ mode: import.meta.env.MODE === 'demo' ? 'demo' : 'real', apiBaseUrl: API_BASE_URL })
// The first calls (settings, session, menus) go out now, while the first drawing is made (the App waits for them).
void container.get<AppStore>(UiTokens.app).start()
await nextTask()
const root = createRoot(document.getElementById('root')!)
// The first drawing of the whole app as a transition: React then builds it in slices of a few milliseconds
// instead of one task (on a phone, one long task during which a tap waits).
startTransition(() =>
  root.render(
    <StrictMode>
      <ServiceProvider services={container}>
        <App />
      </ServiceProvider>
    </StrictMode>,
  ),
)
