import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createContainer } from './composition/createContainer'
import { App } from './ui/App'
import { ServiceProvider } from './ui/ServiceContext'
import './ui/styles.css'

/** The app itself, loaded by src/main.tsx once it has decided this visit gets the app (not the phone introduction). */
// `npm run demo` is `vite --mode demo`: the real server use cases run in the browser, in memory.
const container = await createContainer({ mode: import.meta.env.MODE === 'demo' ? 'demo' : 'real', apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '' })
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServiceProvider services={container}>
      <App />
    </ServiceProvider>
  </StrictMode>,
)
