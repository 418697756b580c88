/**
 * Every email the Worker sends, registered once by type: each domain owns its templates, and
 * notifications renders, resends and tests them without importing those domains.
 */
import { authEmailTemplates } from './modules/auth'
import { bookingEmailTemplates, requestEmailTemplates } from './modules/bookings'
import { issueEmailTemplates } from './modules/issues'
import { leadEmailTemplates } from './modules/leads'
import { campaignEmailTemplates } from './modules/marketing'
import { messageEmailTemplates } from './modules/messages'
import { registerEmailTemplates } from './modules/notifications'
import { reviewEmailTemplates } from './modules/reviews'

registerEmailTemplates({
  ...bookingEmailTemplates,
  ...requestEmailTemplates,
  ...authEmailTemplates,
  ...issueEmailTemplates,
  ...leadEmailTemplates,
  ...campaignEmailTemplates,
  ...messageEmailTemplates,
  ...reviewEmailTemplates,
})
