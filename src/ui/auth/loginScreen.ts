/**
 * The login page and its dialog as one module, so one chunk: the page only opens the dialog, and as two chunks
 * (with the dialog frame a third) each was a request of its own before the captcha, the page's largest paint,
 * could be drawn (src/ui/screenLoaders.ts).
 */
export { LoginDialog } from './LoginDialog'
export { default as LoginPage } from '../pages/LoginPage'
