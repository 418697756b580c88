import { Tabs } from '../../components/tabs'
import { customerFeatures, ownerFeatures, type AppFeature } from './app-features'

const tabs = [
  { key: 'customers', label: 'For Customers', panel: () => <FeatureList features={customerFeatures} /> },
  { key: 'owners', label: 'For Business Owners', panel: () => <FeatureList features={ownerFeatures} /> },
]

/** 'For Customers' and 'For Business Owners', one tab each. */
export function FeatureTabs() {
  return <Tabs label="App features" tabs={tabs} />
}

function FeatureList({ features }: { features: readonly AppFeature[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.title} className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-4">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-success"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="text-sm text-base-content/80">{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
