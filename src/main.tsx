import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createContainer } from './composition/createContainer'
import { App } from './ui/App'
import { DEFAULT_MOBILE_REDIRECT_URL, mobileRedirectTarget } from './ui/mobileRedirect'
import { ServiceProvider } from './ui/ServiceContext'
import './ui/styles.css'

const target = mobileRedirectTarget(navigator.userAgent, window.location.hash, import.meta.env.VITE_MOBILE_REDIRECT_URL || DEFAULT_MOBILE_REDIRECT_URL)
if (target) {
  window.location.replace(target)
} else {
  // `npm run demo` is `vite --mode demo`: the real server use cases run in the browser, in memory.
  const container = await createContainer({ mode: import.meta.env.MODE === 'demo' ? 'demo' : 'real', apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '' })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServiceProvider services={container}>
        <App />
      </ServiceProvider>
    </StrictMode>,
  )
}
