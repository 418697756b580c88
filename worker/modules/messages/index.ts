/**
 * What other modules and the Worker's jobs may use of messages: the owner's response figures (the
 * listing shows them), the message emails' templates, and the job that sends the waiting emails.
 */
export { sendWaitingMessageEmails } from './batching'
export { messageEmailTemplates } from './emails'
export { ownerResponseStats } from './stats'
