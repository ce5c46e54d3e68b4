/**
 * Stores what the client sends (md5 digest of the password) only through a slow salted hash,
 * so a leaked database does not hand out login secrets.
 */
export interface PasswordHasher {
  hash(secret: string): Promise<string>
  verify(secret: string, stored: string): Promise<boolean>
}
