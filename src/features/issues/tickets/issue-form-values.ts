/** The report forms' text state (spec §5 'Issue form': priority medium, no photos, RV and location optional). */
import type { IssueCategory, IssuePriority } from '../../../../worker/lib/shared/enums'

/** What any report says about the problem, the owner's or a renter's. */
export interface ReportValues {
  title: string
  description: string
  /** '' until chosen: the schema names the missing category. */
  category: IssueCategory | ''
  priority: IssuePriority
  location: string
  photoUrls: string[]
}

/** The owner's report adds whose issue it is, which RV ('' = 'No specific RV') and a technician. */
export interface OwnerReportValues extends ReportValues {
  customerId: string
  rvId: string
  assignedTechnician: string
}

export const emptyReport = (): ReportValues => ({
  title: '',
  description: '',
  category: '',
  priority: 'medium',
  location: '',
  photoUrls: [],
})

export const emptyOwnerReport = (): OwnerReportValues => ({
  ...emptyReport(),
  customerId: '',
  rvId: '',
  assignedTechnician: '',
})

/** Blank optional texts go as '' and the shared schema turns them into null; no RV is null. */
export const toOwnerReportPayload = (values: OwnerReportValues) => ({ ...values, rvId: values.rvId || null })
