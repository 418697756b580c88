/**
 * What other modules and the Worker's registries may use of marketing: the campaign email's
 * template and marketing's extension of the booking lifecycle (promotion codes, campaign credit).
 */
export { marketingBookingExtension } from './booking-extension'
export { campaignEmailTemplates } from './campaigns/emails'
