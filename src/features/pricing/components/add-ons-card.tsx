import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { ADD_ON_UNIT_LABELS } from '../../../../worker/modules/pricing/schemas'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { rvOptionsQuery } from '../../../lib/queries/choices'
import { addOnListQuery, type AddOn } from '../queries'
import { AddOnDialog } from './add-on-dialog'
import { RemoveAddOnDialog } from './remove-add-on-dialog'

/** null: no dialog; 'new': adding; an add-on: editing it. */
type Editing = null | 'new' | AddOn

/** The owner's add-on catalogue: what renters may add to a stay, with add, edit and remove. */
export function AddOnsCard() {
  const list = useSuspenseInfiniteQuery(addOnListQuery())
  const { data: rvs } = useSuspenseQuery(rvOptionsQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<AddOn | null>(null)
  const addOns = list.data.pages.flatMap((page) => page.items)
  const rvNames = new Map(rvs.map((rv) => [rv.id, rv.name]))
  const addButton = (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
      Add add-on
    </button>
  )

  return (
    <SectionCard title="Add-ons" action={addOns.length > 0 ? addButton : undefined}>
      {addOns.length === 0 ? (
        <EmptyState
          title="No add-ons yet"
          description="Offer extras such as linens, a bike rack or a generator, priced per stay, night or day."
          action={addButton}
        />
      ) : (
        <ul className="divide-y divide-base-300">
          {addOns.map((addOn) => (
            <li key={addOn.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="break-words font-medium">
                  {addOn.name}
                  {!addOn.active && (
                    <>
                      {' '}
                      <span className="badge badge-ghost badge-sm">Inactive</span>
                    </>
                  )}
                </p>
                <p className="text-sm text-base-content/80">
                  {formatAmount(addOn.price)} {ADD_ON_UNIT_LABELS[addOn.unit].toLowerCase()}
                  {addOn.maxQuantity > 1 && ` · up to ${addOn.maxQuantity}`}
                  {addOn.taxable && ' · taxable'}
                </p>
                <p className="break-words text-xs text-base-content/70">
                  {addOn.allRvs
                    ? 'All RVs'
                    : addOn.rvIds.map((id) => rvNames.get(id) ?? 'An RV not listed here').join(', ')}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(addOn)}>
                  Edit<span className="sr-only"> {addOn.name}</span>
                </button>
                <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setRemoving(addOn)}>
                  Delete<span className="sr-only"> {addOn.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={list} />
      <AddOnDialog
        open={editing !== null}
        addOn={editing === 'new' ? null : editing}
        rvs={rvs}
        onClose={() => setEditing(null)}
      />
      <RemoveAddOnDialog addOn={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  )
}
