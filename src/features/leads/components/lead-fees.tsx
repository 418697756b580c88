import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LEAD_FEE_CENTS } from '../../../../worker/modules/leads/schemas'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Spinner } from '../../../components/spinner'
import { StatTile } from '../../../components/stat-tile'
import { useToast } from '../../../components/toast'
import { dollars, feeStatusBadge, feeStatusLabel } from '../lead-display'
import { errorMessage } from '../../../lib/api'
import { leadFeesQuery, useDisputeFee, useSettleLeadFees, type LeadFee } from '../queries'
import { PayFeesDialog } from './pay-fees-dialog'

/** A fee whose renter never got their confirmation (the address bounced) can be disputed, which waives it. */
function DisputeButton({ fee }: { fee: LeadFee }) {
  const dispute = useDisputeFee()
  const toast = useToast()
  const send = () =>
    dispute.mutate(fee.id, {
      onSuccess: () =>
        toast({ title: 'Fee waived', description: 'The renter’s email bounced, so this fee is waived.' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'The fee could not be disputed.'),
          variant: 'destructive',
        }),
    })
  return (
    <button type="button" className="btn btn-outline btn-xs" disabled={dispute.isPending} onClick={send}>
      Dispute<span className="sr-only"> {fee.description ?? 'lead fee'}: the renter’s email bounced</span>
    </button>
  )
}

function FeeRow({ fee }: { fee: LeadFee }) {
  const at = new Date(fee.createdAt)
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="text-sm break-words">{fee.description ?? 'Lead fee'}</p>
        <time dateTime={fee.createdAt} title={at.toLocaleString()} className="text-xs text-base-content/75">
          {at.toLocaleDateString()}
        </time>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-sm font-semibold tabular-nums">{dollars(fee.amount)}</span>
        <span className={`badge badge-sm ${feeStatusBadge[fee.status]}`}>{feeStatusLabel[fee.status]}</span>
        {fee.disputable && <DisputeButton fee={fee} />}
      </div>
    </li>
  )
}

/** What the owner owes for leads (spec §1: a fixed fee per lead), what they have paid, and paying it. */
export function LeadFees() {
  const list = useSuspenseInfiniteQuery(leadFeesQuery())
  const { settling, settle } = useSettleLeadFees()
  const [paying, setPaying] = useState(false)
  const toast = useToast()
  const totals = list.data.pages[0]
  const fees = list.data.pages.flatMap((page) => page.items)
  const outstandingCount = totals?.outstandingCount ?? 0

  async function paid() {
    toast({ title: 'Payment Successful', description: 'Your lead fees are paid.', variant: 'success' })
    if (!(await settle(totals?.paid)))
      toast({ title: 'Payment received', description: 'Your fees will show as paid in a moment.' })
  }

  return (
    <SectionCard
      title="Lead fees"
      className="mt-8"
      action={
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={outstandingCount === 0 || settling}
          onClick={() => setPaying(true)}
        >
          Pay outstanding fees
        </button>
      }
    >
      <p className="text-sm text-base-content/75">
        Each lead costs {formatDollars(LEAD_FEE_CENTS)}, added here when a renter expresses interest.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <StatTile
          label="Outstanding"
          value={dollars(totals?.outstanding ?? '0.00')}
          caption={`${outstandingCount} ${outstandingCount === 1 ? 'fee' : 'fees'} to pay`}
          className={outstandingCount > 0 ? 'border-l-4 border-l-warning' : ''}
        />
        <StatTile label="Paid" value={dollars(totals?.paid ?? '0.00')} caption="All time" />
      </div>
      {settling && <Spinner label="Payment received, updating..." showLabel />}
      {fees.length > 0 ? (
        <>
          <h3 className="mt-2 font-semibold">Recent fees</h3>
          <ul className="divide-y divide-base-300">
            {fees.map((fee) => (
              <FeeRow key={fee.id} fee={fee} />
            ))}
          </ul>
          <ShowMoreButton list={list} label="Show more fees" />
        </>
      ) : (
        <p className="text-sm text-base-content/75">No lead fees yet.</p>
      )}
      <PayFeesDialog open={paying} onClose={() => setPaying(false)} onPaid={() => void paid()} />
    </SectionCard>
  )
}
