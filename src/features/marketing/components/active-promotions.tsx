import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { activePromotionsQuery, promotionListQuery } from '../queries'
import { NewPromotionDialog } from './new-promotion-dialog'
import { PromotionItem } from './promotion-item'

/** Every promotion, on or off, loaded only once opened: where a switched-off code can be switched on again. */
function AllPromotions() {
  const list = useInfiniteQuery(promotionListQuery())
  if (list.isPending) return <Spinner label="Loading promotions..." showLabel className="py-2" />
  if (list.error)
    return (
      <div role="alert" className="alert alert-error text-sm">
        <span>{errorMessage(list.error, 'The promotions could not be loaded.')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    )
  const promotions = list.data.pages.flatMap((page) => page.items)
  return (
    <>
      <ul className="divide-y divide-base-300">
        {promotions.map((promotion) => (
          <PromotionItem key={promotion.id} promotion={promotion} />
        ))}
      </ul>
      <ShowMoreButton list={list} label="Show more promotions" />
    </>
  )
}

/** The first 3 promotions switched on (spec §2), 'New Promotion', and every promotion on request. */
export function ActivePromotions() {
  const { data } = useSuspenseQuery(activePromotionsQuery())
  const [creating, setCreating] = useState(false)
  const [showingAll, setShowingAll] = useState(false)
  const allId = useId()

  return (
    <SectionCard
      title="Active Promotions"
      action={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
          New Promotion
        </button>
      }
    >
      {data.items.length > 0 ? (
        <ul className="divide-y divide-base-300">
          {data.items.map((promotion) => (
            <PromotionItem key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No active promotions" description="Codes you switch on show here." />
      )}
      <div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={showingAll}
          aria-controls={allId}
          onClick={() => setShowingAll((open) => !open)}
        >
          {showingAll ? 'Hide all promotions' : 'All promotions, on and off'}
        </button>
        <div id={allId} hidden={!showingAll} className="mt-2 border-t border-base-300 pt-3">
          {showingAll && <AllPromotions />}
        </div>
      </div>
      <NewPromotionDialog open={creating} onClose={() => setCreating(false)} />
    </SectionCard>
  )
}
