/**
 * The owner's account emails: the email-address confirmation and the 'Forgot password?' link
 * (registered with notifications in worker/email-templates.ts).
 */
import { emailTemplate, layout, type EmailTemplate } from '../../lib/email/layout'

export interface VerificationDetails {
  /** The one-time token the link carries. */
  token: string
}

export type PasswordResetDetails = VerificationDetails

export const authEmailTemplates: { email_verification: EmailTemplate; password_reset: EmailTemplate } = {
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
  password_reset: emailTemplate<PasswordResetDetails>((parts, details) => {
    // Without a token (a sample) the button only opens the page that asks for a new link.
    const path = details ? `/reset-password?token=${encodeURIComponent(details.token)}` : '/forgot-password'
    return layout(parts, 'Reset your password', {
      heading: 'Reset your password',
      lines: [
        'Someone asked to reset the password of your RV Connect account. Choose a new one with the button below. The link works once, within 1 hour.',
        'Setting a new password signs you out on every device.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      link: { label: 'Choose a new password', path },
    })
  }),
}
