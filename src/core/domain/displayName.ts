/** The phone with its middle four digits hidden, as names are shown in public view: 138****0001. */
export const maskedPhone = (phone: string): string => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

/**
 * How the header, the home page and the account banner name a student (issue 37): the name on their profile
 * first (the account's nickname is made up at sign-up as 考生 and the phone's last digits, so a saved 张晨 must
 * not stay 考生0001), then the nickname, then the masked phone.
 */
export function displayName(who: { nickName?: string | null; studentName?: string | null; phone: string }): string {
  return who.studentName?.trim() || who.nickName?.trim() || maskedPhone(who.phone)
}
