/**
 * The paths of the calls a page makes first, apart from their schemas: the entry (src/main.tsx) sends them before
 * the app has loaded, and carries no zod. Every page asks for the settings, the menus and, with a session, the
 * student; the school page for its school, and the login page for a captcha picture.
 */
export const FIRST_CALL_PATHS = {
  settings: '/api/gk/system-edit/list',
  menus: '/api/v2/menu/user-menu',
  student: '/api/v2/user/student',
  schoolDetail: '/api/gk/gk-major/get',
  captcha: '/api/captcha/:uuid',
} as const
