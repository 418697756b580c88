/**
 * The registry of email templates: each domain writes its own emails with lib/email's `layout` and
 * registers them by notification type (worker/email-templates.ts does it once for the whole
 * Worker), so notifications can render, resend and test any email without importing the domains
 * that send them.
 */
import type { EmailContent, EmailParts, EmailTemplate } from '../../lib/email/layout'
import type { NotificationType } from '../../lib/shared/enums'

const registry = new Map<NotificationType, EmailTemplate>()

export function registerEmailTemplates(templates: Partial<Record<NotificationType, EmailTemplate>>) {
  for (const [type, template] of Object.entries(templates) as [NotificationType, EmailTemplate][])
    registry.set(type, template)
}

export function renderEmail(type: NotificationType, parts: EmailParts, data?: unknown): EmailContent {
  const template = registry.get(type)
  if (!template) throw new Error(`No email template is registered for ${type}`)
  return template(parts, data)
}
