/** The app's chart colours: the brand red first, then hues that stay apart for colour-weak readers. */
export const CHART_COLORS = ['#d62b2b', '#2563eb', '#059669', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563']

/** Text and line colours per theme, meeting 4.5:1 against the card backgrounds (white, zinc-800). */
export const chartInk = (dark: boolean) =>
  dark
    ? { text: '#e7e5e4', muted: '#a8a29e', line: '#52525b', background: 'transparent' }
    : { text: '#292524', muted: '#57534e', line: '#d6d3d1', background: 'transparent' }
