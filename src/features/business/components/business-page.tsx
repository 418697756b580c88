import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { BusinessProfileCard } from './business-profile-card'
import { PickupLocationsCard } from './pickup-locations-card'

/** /admin/business: how renters meet the business (name, logo, contact) and where they collect its RVs. */
export function BusinessPage() {
  useDocumentTitle('Business profile')
  return (
    <>
      <PageHeader
        title="Business profile"
        subtitle="Your business as renters see it, and the places they pick your RVs up from."
      />
      <div className="flex flex-col gap-6">
        <BusinessProfileCard />
        <PickupLocationsCard />
      </div>
    </>
  )
}
