/** A 专业类's fit as the page writes it: one decimal, as the ranking compares it, so an order never hides behind equal numbers. */
export const fitText = (fit: number): string => fit.toFixed(1)
