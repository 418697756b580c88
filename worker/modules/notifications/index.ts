/**
 * What the Worker's entry points use of notifications: the mailer that records and queues an email
 * (the API hands it to routes as `c.var.mailer`), the template registry each domain fills, the
 * queue consumer with where it sends (the email provider) and the sweep of stuck sends. Domains
 * write emails with lib/email, never this.
 */
export { consumeEmails } from './consumer'
export { mailer } from './mailer'
export { emailProvider } from './providers'
export { sweepEmails } from './sweep'
export { registerEmailTemplates } from './templates'
