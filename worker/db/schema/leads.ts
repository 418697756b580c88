import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { calendarDate, cents, createdAt, id, ownerId, updatedAt } from './columns'
import { customers } from './customers'
import { businessPaymentTypes, feeStatuses, leadStatuses } from '../../lib/shared/enums'
import { rvs } from './rvs'

/**
 * A renter's interest in an RV; owner_id is the spec's businessOwnerId. An interest sent from the
 * public site may come before any customer row exists, so customer_id is nullable and the lead
 * keeps the renter's own contact details (including the name the form asks for). As with
 * bookings, an RV with leads cannot be deleted.
 */
export const leads = sqliteTable(
  'leads',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id),
    customerFirstName: text('customer_first_name'),
    customerLastName: text('customer_last_name'),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerLocation: text('customer_location'),
    customerZipCode: text('customer_zip_code'),
    requestedStartDate: calendarDate('requested_start_date'),
    requestedEndDate: calendarDate('requested_end_date'),
    estimatedRevenueCents: cents('estimated_revenue_cents'),
    /** The fixed fee the owner pays per lead (5.00). */
    leadCostCents: cents('lead_cost_cents').notNull().default(500),
    paymentStatus: text('payment_status', { enum: feeStatuses }).notNull().default('pending'),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    notes: text('notes'),
    /**
     * The renter's confirmation email; when the provider refuses it for good, the lead counts as
     * bounced and its owner may dispute the fee.
     */
    confirmationNotificationId: text('confirmation_notification_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_owner_created_idx').on(t.ownerId, t.createdAt),
    // 'Express Interest' checks for the same renter's lead on the same RV in the last 24 hours.
    index('leads_rv_email_created_idx').on(t.rvId, t.customerEmail, t.createdAt),
  ],
)

/** What an owner pays the platform (lead fees, ad spend); owner_id is businessOwnerId. */
export const businessPayments = sqliteTable(
  'business_payments',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents').notNull(),
    paymentType: text('payment_type', { enum: businessPaymentTypes }).notNull(),
    description: text('description'),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: feeStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_payments_owner_created_idx').on(t.ownerId, t.createdAt),
    index('business_payments_lead_idx').on(t.leadId),
    // A payment's outcome marks exactly the fees its intent was created for.
    index('business_payments_intent_idx').on(t.paymentIntentId),
  ],
)
