import { useId, useState } from 'react'
import { useToast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api'
import { useShareExport, useStopSharing } from '../queries'
import { ConfirmStrip } from './confirm-strip'

interface ExportLinkProps {
  rvId: string
  /** The secret address, or null while this RV's calendar is not shared. */
  exportUrl: string | null
}

/** The address other marketplaces subscribe to: copy it, replace it, or stop sharing. */
export function ExportLink({ rvId, exportUrl }: ExportLinkProps) {
  const share = useShareExport(rvId)
  const stop = useStopSharing(rvId)
  const toast = useToast()
  const [confirming, setConfirming] = useState<'rotate' | 'stop' | null>(null)
  const headingId = useId()
  const inputId = useId()

  async function makeUrl() {
    try {
      await share.mutateAsync()
      toast({
        title: exportUrl ? 'New feed URL created' : 'Feed URL created',
        description: exportUrl ? 'The old address no longer works.' : undefined,
        variant: 'success',
      })
      setConfirming(null)
    } catch (error) {
      toast({ title: 'The feed URL could not be created', description: errorMessage(error), variant: 'destructive' })
    }
  }

  async function stopSharing() {
    try {
      await stop.mutateAsync()
      toast({ title: 'Stopped sharing', description: 'The feed URL no longer works.', variant: 'success' })
      setConfirming(null)
    } catch (error) {
      toast({ title: 'Sharing could not be stopped', description: errorMessage(error), variant: 'destructive' })
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Feed URL copied', variant: 'success' })
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      })
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        Share this RV&apos;s calendar
      </h3>
      <p className="text-sm text-base-content/75">
        Paste this address into Airbnb, Outdoorsy or Google Calendar to show the nights booked or blocked here. It lists
        no renter&apos;s details. Anyone with the address can see those dates.
      </p>
      {exportUrl ? (
        <>
          <label htmlFor={inputId} className="text-sm font-medium">
            Feed URL
          </label>
          <div className="join w-full">
            <input
              id={inputId}
              className="input join-item w-full min-w-0 font-mono text-xs"
              readOnly
              value={exportUrl}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn-primary join-item" onClick={() => void copy(exportUrl)}>
              Copy
            </button>
          </div>
          {confirming === null && (
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming('rotate')}>
                New URL
              </button>
              <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setConfirming('stop')}>
                Stop sharing
              </button>
            </div>
          )}
          {confirming === 'rotate' && (
            <ConfirmStrip
              message="Calendars subscribed to the current address stop updating until you give them the new one."
              confirmLabel="Make new URL"
              busy={share.isPending}
              onConfirm={() => void makeUrl()}
              onCancel={() => setConfirming(null)}
            />
          )}
          {confirming === 'stop' && (
            <ConfirmStrip
              message="The current address stops working, and calendars subscribed to it stop updating."
              confirmLabel="Stop sharing"
              busy={stop.isPending}
              onConfirm={() => void stopSharing()}
              onCancel={() => setConfirming(null)}
            />
          )}
        </>
      ) : (
        <div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void makeUrl()}
            disabled={share.isPending}
          >
            {share.isPending ? 'Creating...' : 'Create feed URL'}
          </button>
        </div>
      )}
    </section>
  )
}
