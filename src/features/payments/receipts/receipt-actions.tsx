import type { ReactNode } from 'react'
import { errorMessage } from '../../../lib/api'
import { useDownloadReceiptPdf, type PdfRequest } from './queries'

/** 'Download PDF' and 'Print' under a receipt (left off the printed page), and any more buttons after them. */
export function ReceiptActions({ pdf, children }: { pdf: PdfRequest; children?: ReactNode }) {
  const download = useDownloadReceiptPdf()
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate(pdf)}
      >
        {download.isPending ? 'Preparing PDF...' : 'Download PDF'}
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
        Print
      </button>
      {children}
      {download.error && (
        <p role="alert" className="w-full text-sm text-error">
          {errorMessage(download.error, 'The PDF could not be made. Please try again.')}
        </p>
      )}
    </>
  )
}
