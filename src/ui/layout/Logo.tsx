/**
 * The system's mark (the same drawing as public/logo.svg, which the phone introduction page uses), drawn inline:
 * as an <img> it was a request the header made only once it had rendered, a round trip that Lighthouse counts
 * in every page's largest paint on a phone (150 ms round trips).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#fff" />
      <path d="M14 40 32 16l18 24" fill="none" stroke="#d62b2b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M22 44h20" stroke="#d62b2b" strokeWidth="6" strokeLinecap="round" />
      <circle cx="46" cy="18" r="5" fill="#f59e0b" />
    </svg>
  )
}
