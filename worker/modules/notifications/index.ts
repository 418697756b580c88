/**
 * What other modules and the Worker's entry points may use of notifications: the mailer that
 * records and queues an email, the template registry each domain fills, the queue consumer and
 * the sweep of stuck sends.
 */
export { consumeEmails } from './consumer'
export { mailer, type EmailMessage, type Mailer, type NotificationDraft } from './mailer'
export { sweepEmails } from './sweep'
export { emailTemplate, layout, registerEmailTemplates, webAddressesIn, type EmailTemplate } from './templates'
