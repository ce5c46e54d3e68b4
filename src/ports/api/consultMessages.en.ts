import type { consultMessages_zh_CN } from './consultMessages.zh_CN'

/** The words of consultMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const consultMessages_en: Record<keyof typeof consultMessages_zh_CN, string> = {
  'consult.contactNameRequired': 'Please enter a contact name',
  'consult.contactNameTooLong': 'The contact name must be at most 20 characters',
  'consult.dateInvalid': 'Please choose a day from tomorrow to 30 days ahead',
  'consult.periodRequired': 'Please choose when we may call you',
  'consult.questionShort': 'Please describe your question (at least 10 characters)',
  'consult.questionLong': 'The question must be at most 500 characters',
  'consult.noExperts': 'No expert is taking bookings at the moment; please come back later',
  'consult.expertUnavailable': 'This expert does not exist or is not taking bookings; please choose another',
  'consult.tooManyOpen': 'You already have {{max}} open bookings; please wait for our call or cancel one first',
  'consult.tooMany': 'Too many bookings today; please try again tomorrow',
  'consult.notFound': 'No such booking',
  'consult.cannotCancel': 'Our expert is already handling this booking, so it cannot be cancelled; please wait for the call',
  'coop.organisationRequired': 'Please enter the organisation (at least 2 characters)',
  'coop.organisationTooLong': 'The organisation must be at most 60 characters',
  'coop.cityRequired': 'Please enter the city',
  'coop.cityTooLong': 'The city must be at most 30 characters',
  'coop.kindRequired': 'Please choose the kind of cooperation',
  'coop.messageTooLong': 'The message must be at most 500 characters',
  'coop.tooMany': 'Too many submissions from this network; please try again in an hour',
  'coop.blockBusy': "Today's cooperation requests from your network are full; please try again tomorrow",
  'coop.busy': "Today's cooperation requests are full; please try again tomorrow",
}
