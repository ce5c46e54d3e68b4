/**
 * The paths of the calls every page makes first (the settings, the menus and, with a session, the student), apart
 * from their schemas: the entry (src/main.tsx) sends them before the app has loaded, and carries no zod.
 */
export const FIRST_CALL_PATHS = {
  settings: '/api/gk/system-edit/list',
  menus: '/api/v2/menu/user-menu',
  student: '/api/v2/user/student',
} as const
