/** What other modules may use of leads: the lead email, and marking a lead converted with its booking. */
export { leadEmailTemplates } from './emails'
export { leadBookingExtension } from './conversion'
