/** The owner's email-address confirmation (registered with notifications in worker/email-templates.ts). */
import { emailTemplate, layout, type EmailTemplate } from '../notifications'

export interface VerificationDetails {
  /** The one-time token the link carries. */
  token: string
}

export const authEmailTemplates: { email_verification: EmailTemplate } = {
  email_verification: emailTemplate<VerificationDetails>((parts, details) => {
    // Without a token (a test send) the button only opens the sign-in page.
    const path = details ? `/api/auth/verify-email?token=${encodeURIComponent(details.token)}` : '/login'
    return layout(parts, 'Confirm your email address', {
      heading: 'Confirm your email address',
      lines: [
        'Confirm that this address is yours to finish setting up your RV Connect account. The link works once, within 24 hours.',
        'If you did not create an account, ignore this email.',
      ],
      link: { label: 'Confirm my email address', path },
    })
  }),
}
