/**
 * Every email the Worker sends, registered once by type: each domain owns its templates, and
 * notifications renders, resends and tests them without importing those domains.
 */
import { authEmailTemplates } from './modules/auth/emails'
import { bookingEmailTemplates } from './modules/bookings/emails'
import { issueEmailTemplates, registerEmailTemplates } from './modules/notifications/templates'

registerEmailTemplates({ ...bookingEmailTemplates, ...authEmailTemplates, ...issueEmailTemplates })
