import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { discountText, minimumText, promotionDates, usesText } from '../marketing-display'
import { useSetPromotionActive, type Promotion } from '../queries'

/** The on/off switch: a code switched off stops working at checkout at once. */
function PromotionSwitch({ promotion }: { promotion: Promotion }) {
  const setActive = useSetPromotionActive()
  const toast = useToast()
  const shown = setActive.isPending ? setActive.variables.active : promotion.active

  async function change(active: boolean) {
    try {
      await setActive.mutateAsync({ id: promotion.id, active })
      toast({
        title: active ? 'Promotion switched on' : 'Promotion switched off',
        description: `${promotion.code} ${active ? 'can be used now' : 'can no longer be used'}.`,
        variant: 'success',
      })
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the promotion. Please try again.'),
        variant: 'destructive',
      })
    }
  }

  return (
    <input
      type="checkbox"
      role="switch"
      className="toggle toggle-success"
      aria-label={`${promotion.name} (${promotion.code}) active`}
      checked={shown}
      disabled={setActive.isPending}
      aria-busy={setActive.isPending}
      onChange={(event) => void change(event.target.checked)}
    />
  )
}

/** One promotion: name, badge, code, discount, uses and dates, with its switch. */
export function PromotionItem({ promotion }: { promotion: Promotion }) {
  const minimum = minimumText(promotion)
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-promotion-id={promotion.id}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{promotion.name}</span>
          <span className={`badge badge-sm ${promotion.validUntil ? 'badge-warning' : 'badge-info'}`}>
            {promotion.validUntil ? 'Limited Time' : 'Ongoing'}
          </span>
          {!promotion.active && <span className="badge badge-ghost badge-sm">Off</span>}
        </p>
        <p className="text-sm">
          <code className="rounded bg-base-200 px-1.5 py-0.5 font-mono text-sm">{promotion.code}</code>{' '}
          <span className="font-medium">{discountText(promotion)}</span>
        </p>
        <p className="text-xs text-base-content/75">
          <span className="tabular-nums">{usesText(promotion)}</span> · {promotionDates(promotion)}
          {minimum && ` · ${minimum}`}
        </p>
      </div>
      <PromotionSwitch promotion={promotion} />
    </li>
  )
}
