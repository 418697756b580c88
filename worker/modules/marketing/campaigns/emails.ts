/**
 * The campaign email (registered with notifications in worker/email-templates.ts): the owner's
 * subject and words, each web address in them and the 'Book your trip' button sent through the
 * tracked redirect, an unsubscribe link and the image that counts the open. Every address is
 * built from the recipient's own token.
 */
import { emailTemplate, layout, webAddressesIn, type EmailTemplate } from '../../../lib/email/layout'

export interface CampaignEmail {
  subject: string
  content: string
  /** The recipient's token (campaign_recipients.token). */
  token: string
}

/**
 * The routes the tracked addresses name (mounted under /api/marketing). A click names the email's
 * link by its place among campaignLinks, never by its address: the redirect has nowhere else to go.
 */
export const trackingPaths = {
  open: (token: string) => `/api/marketing/open/${token}`,
  click: (token: string, link: number) => `/api/marketing/click/${token}?link=${link}`,
  unsubscribe: (token: string) => `/unsubscribe?token=${token}`,
}

/** Where the button takes a renter. */
export const BOOKING_PATH = '/book'

/** Every address a campaign email links to: the only places its click route will send anyone. */
export const campaignLinks = (content: string, appUrl: string) => [
  ...webAddressesIn(content),
  `${appUrl}${BOOKING_PATH}`,
]

const sample: CampaignEmail = {
  subject: 'Your next adventure is waiting',
  content: 'Book a spring getaway this month and save 15% with code SPRING15.',
  token: 'sample',
}

export const campaignEmailTemplates: Record<'marketing_campaign', EmailTemplate> = {
  marketing_campaign: emailTemplate<CampaignEmail>((parts, email = sample) => {
    const links = campaignLinks(email.content, parts.appUrl)
    return layout(parts, email.subject, {
      heading: email.subject,
      lines: email.content.split(/\n\s*\n|\n/).filter((line) => line.trim() !== ''),
      link: { label: 'Book your trip', path: BOOKING_PATH },
      tracking: {
        linkTo: (url) => `${parts.appUrl}${trackingPaths.click(email.token, links.indexOf(url))}`,
        unsubscribeUrl: `${parts.appUrl}${trackingPaths.unsubscribe(email.token)}`,
        openPixelUrl: `${parts.appUrl}${trackingPaths.open(email.token)}`,
      },
    })
  }),
}
