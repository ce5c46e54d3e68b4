import { createHash } from 'node:crypto'
import type { Digest } from '../../ports/Digest'

export class NodeCryptoDigest implements Digest {
  async sha256(text: string): Promise<string> {
    return createHash('sha256').update(text, 'utf8').digest('hex')
  }
}
