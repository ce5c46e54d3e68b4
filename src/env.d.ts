/** The build-time settings the web app reads from import.meta.env, typed (Vite's own type leaves every name `any`). */
interface ImportMetaEnv {
  /** Where phones are sent instead of the app; our own static page when unset. */
  readonly VITE_MOBILE_REDIRECT_URL?: string
  /** Real mode: the API's origin; unset means the server that serves the app. */
  readonly VITE_API_BASE_URL?: string
}
