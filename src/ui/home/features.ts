import type { AccessArea } from '@/core/domain/access'
import { paths } from '@/core/navigation/routeTable'

/** A feature on the home grid: where it opens (or the chat), the paid area it needs, and a 24×24 stroke icon. */
export interface Feature {
  key: 'ai' | 'list' | 'check' | 'plans' | 'schools' | 'majors' | 'xkcp' | 'specialty' | 'sanyi' | 'datav' | 'expert' | 'chat'
  href: string | null
  area: AccessArea | null
  icon: string
}

/** Every feature of the product, in the order a student meets them. Icons are single SVG paths (no icon library). */
export const FEATURES: readonly Feature[] = [
  {
    key: 'ai',
    href: paths.aiVolunteer(),
    area: 'ai',
    icon: 'M12 3l1.9 4.6L18.5 9.5l-4.6 1.9L12 16l-1.9-4.6L5.5 9.5l4.6-1.9L12 3zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z',
  },
  { key: 'list', href: paths.aiResult(), area: 'ai', icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01' },
  { key: 'check', href: paths.volunteerCheck(), area: 'check', icon: 'M9 12l2 2 4-4M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z' },
  { key: 'plans', href: paths.plans(), area: 'premier', icon: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3' },
  { key: 'schools', href: paths.schools(), area: null, icon: 'M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18' },
  { key: 'majors', href: paths.majors(), area: null, icon: 'M4 5h6a2 2 0 012 2v12a2 2 0 00-2-2H4V5zM20 5h-6a2 2 0 00-2 2v12a2 2 0 012-2h6V5z' },
  { key: 'xkcp', href: paths.xkcp(), area: null, icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2' },
  { key: 'specialty', href: paths.specialtySelectionTest(), area: null, icon: 'M12 2a7 7 0 00-4 12.7V18h8v-3.3A7 7 0 0012 2zM9 22h6' },
  { key: 'sanyi', href: paths.sanYi(), area: null, icon: 'M12 4v16M5 8h14M7 14h10' },
  { key: 'datav', href: paths.datavMain(), area: null, icon: 'M3 3v18h18M7 15l4-4 3 3 5-6' },
  { key: 'expert', href: paths.expert(), area: null, icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0' },
  { key: 'chat', href: null, area: null, icon: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z' },
]
