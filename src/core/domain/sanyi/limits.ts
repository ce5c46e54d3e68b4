/** The contract's limits of the intention list, for the screens (which read no contract module directly). */
export { MAX_SANYI_CHOICES, MAX_SANYI_NOTE } from '@/ports/api/sanyi'
