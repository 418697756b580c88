import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { Spinner } from '../../../components/spinner'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { sitesQuery, useRemoveSite, type PartnerVenue, type Site } from '../queries'
import { hookupsText, lengthText, sizeLabel } from '../site-form-values'
import { LoadError } from './load-error'
import { SiteFormDialog } from './site-form-dialog'

// On a phone, length, size and hookups fold under the site number so the price and actions stay in view.
const wide = 'hidden sm:table-cell'

/** The venue's sites: what each takes, its price, and Add / Edit / Remove (asked once more in place). */
export function SitesSection({ venue }: { venue: PartnerVenue }) {
  const sites = useQuery(sitesQuery(venue.id))
  const [editing, setEditing] = useState<Site | 'new' | null>(null)
  const [confirmingId, setConfirmingId] = useState<string | null>(null)
  const remove = useRemoveSite(venue.id)
  const toast = useToast()

  async function confirmRemove(site: Site) {
    try {
      await remove.mutateAsync(site.id)
      toast({ title: 'Site removed', description: `Site ${site.spotNumber}`, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not remove the site', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setConfirmingId(null)
    }
  }

  const addButton = (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
      Add site
    </button>
  )
  return (
    <SectionCard title="Sites" action={addButton}>
      {sites.isPending ? (
        <Spinner label="Loading sites..." showLabel />
      ) : sites.isError ? (
        <LoadError what="the sites" error={sites.error} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState
          title="No sites yet"
          description="Add each site renters can book: how long an RV it takes, its hookups and its price."
        />
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <caption className="sr-only">Sites at {venue.name}</caption>
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col" className={wide}>
                  Max RV length
                </th>
                <th scope="col" className={wide}>
                  Size
                </th>
                <th scope="col" className={wide}>
                  Hookups
                </th>
                <th scope="col">Price/night</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.data.map((site) => (
                <tr key={site.id}>
                  <th scope="row">
                    {site.spotNumber}
                    {!site.available && <span className="badge badge-neutral badge-sm ml-1">Unavailable</span>}
                    <span className="block text-xs font-normal text-base-content/75 sm:hidden">
                      {lengthText(site.maxRvLength)} · {sizeLabel(site.size)} · {hookupsText(site)}
                    </span>
                  </th>
                  <td className={wide}>{lengthText(site.maxRvLength)}</td>
                  <td className={wide}>{sizeLabel(site.size)}</td>
                  <td className={wide}>{hookupsText(site)}</td>
                  <td>{formatAmount(site.pricePerNight)}</td>
                  <td>
                    <div className="flex justify-end gap-1 whitespace-nowrap">
                      {confirmingId === site.id ? (
                        <>
                          {/* The confirmation replaces the 'Remove' button just pressed. */}
                          <button
                            type="button"
                            className="btn btn-error btn-xs"
                            // eslint-disable-next-line jsx-a11y/no-autofocus
                            autoFocus
                            disabled={remove.isPending}
                            onClick={() => void confirmRemove(site)}
                          >
                            {remove.isPending ? 'Removing...' : 'Yes, remove'}
                            <span className="sr-only"> site {site.spotNumber}</span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs"
                            disabled={remove.isPending}
                            onClick={() => setConfirmingId(null)}
                          >
                            Keep
                          </button>
                        </>
                      ) : (
                        <>
                          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(site)}>
                            Edit<span className="sr-only"> site {site.spotNumber}</span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs"
                            onClick={() => setConfirmingId(site.id)}
                          >
                            Remove<span className="sr-only"> site {site.spotNumber}</span>
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SiteFormDialog
        open={editing !== null}
        venueId={venue.id}
        venueName={venue.name}
        site={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </SectionCard>
  )
}
