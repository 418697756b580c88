import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { comingSoon } from '../features/mobile-app/app-features'
import { FeatureTabs } from '../features/mobile-app/feature-tabs'
import { QrCode } from '../features/mobile-app/qr-code'
import { SendLinkForm } from '../features/mobile-app/send-link-form'
import { useDocumentTitle } from '../lib/use-document-title'
import { useHydrated } from '../lib/use-hydrated'
import { Icon } from './-components/icons'

export const Route = createFileRoute('/mobile-app')({ component: MobileAppPage })

// The app is not in the stores yet, so the buttons open each store's search for it.
const storeLinks = [
  { label: 'Download for iOS', href: 'https://apps.apple.com/us/search?term=RV%20Connect' },
  { label: 'Download for Android', href: 'https://play.google.com/store/search?q=RV%20Connect&c=apps' },
]

function MobileAppPage() {
  useDocumentTitle('Mobile App')
  // This page doubles as the download landing page, so the code points back to it.
  const downloadUrl = useHydrated() ? `${window.location.origin}/mobile-app` : null

  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-primary/10 to-base-100 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1fr_auto]">
          <div className="flex max-w-2xl flex-col gap-5">
            <p className="badge badge-outline gap-1 py-3">
              <Icon name="smartphone" className="size-4" /> Free for iOS and Android
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              RV Connect in Your Pocket
            </h1>
            <p className="text-lg text-pretty text-base-content/80">
              Your bookings, RV-safe directions and help on the road, in one app for renters and rental businesses
              alike.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {storeLinks.map((store) => (
                <a key={store.href} href={store.href} className="btn btn-neutral btn-lg">
                  <Icon name="download" className="size-5" /> {store.label}
                </a>
              ))}
            </div>
            <div className="max-w-md">
              <p className="mb-2 text-sm text-base-content/80">Or get the download link by text message:</p>
              <SendLinkForm />
            </div>
          </div>
          <figure className="mx-auto flex w-full max-w-xs flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 p-6 text-center shadow-sm">
            {downloadUrl ? (
              <QrCode value={downloadUrl} label="QR code linking to the app download page" className="size-52" />
            ) : (
              <div className="size-52" />
            )}
            <figcaption className="text-sm text-base-content/80">
              <span className="block font-semibold text-base-content">Scan to download</span>
              Point your camera at the code to open this page on your device.
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="px-4 py-12">
        <div className="mx-auto max-w-4xl">
          <h2 id="features-heading" className="mb-6 text-center text-3xl font-bold">
            Built for Life on the Road
          </h2>
          <FeatureTabs />
        </div>
      </section>

      <section aria-labelledby="soon-heading" className="bg-base-200 px-4 py-12">
        <div className="mx-auto max-w-4xl">
          <h2 id="soon-heading" className="mb-6 text-center text-2xl font-bold">
            Coming Soon
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {comingSoon.map((item) => (
              <li key={item.title} className="rounded-box bg-base-100 p-5 shadow-sm">
                <span className="badge badge-neutral badge-sm mb-2">Soon</span>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-base-content/80">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PublicLayout>
  )
}
