/** A phone number is 11 digits starting with 1 (the contract's schemas and the domain's rule read it). */
export const PHONE_PATTERN = /^1\d{10}$/
