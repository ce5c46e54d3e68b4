/** One-way hash for secrets we only compare (tokens, SMS codes, captcha answers): lowercase hex sha-256. */
export interface Digest {
  sha256(text: string): Promise<string>
}
