/**
 * Money is kept in fen (integers) everywhere a sum is made, so 0.1 + 0.2 never reaches a price;
 * yuan (two decimals at most) appear only on the wire and on screen.
 */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100)
export const fenToYuan = (fen: number): number => Math.round(fen) / 100

/** The amount to pay: price less the coupon's discount, never below 0 (a coupon is never a refund). */
export function payableFen(priceFen: number, discountFen: number): number {
  return Math.max(0, priceFen - Math.max(0, discountFen))
}

/** What a coupon takes off this price: its discount, but no more than the price. */
export function discountOnFen(priceFen: number, discountFen: number): number {
  return Math.min(Math.max(0, priceFen), Math.max(0, discountFen))
}
