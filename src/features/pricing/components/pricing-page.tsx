import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AddOnsCard } from './add-ons-card'
import { TaxesAndPolicyCard } from './taxes-and-policy-card'

/** /admin/pricing: the owner's taxes and default policy, and their add-on catalogue. Each RV's rates are in its details. */
export function PricingPage() {
  useDocumentTitle('Pricing')
  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="Taxes, your default cancellation policy and add-ons. Each RV's rates and seasons are in its details in the RV Fleet."
      />
      <div className="flex flex-col gap-6">
        <TaxesAndPolicyCard />
        <AddOnsCard />
      </div>
    </>
  )
}
