import { generateKeyPairSync } from 'node:crypto'

export interface PemPair {
  privateKey: string
  publicKey: string
}

/** A fresh 2048-bit RSA pair as PEM (PKCS#8 and SPKI), the sizes both providers use. */
export function rsaPemPair(): PemPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}
