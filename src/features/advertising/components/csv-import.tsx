import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { utcDay } from '../../../../worker/lib/shared/dates'
import { MAX_CSV_BYTES, performanceImportSchema } from '../../../../worker/modules/advertising/schemas'
import {
  CSV_COLUMNS,
  readPerformanceCsv,
  type RejectedLine,
} from '../../../../worker/modules/advertising/rules/performance-csv'
import { FormField } from '../../../components/form-field'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { reportingPlatforms } from '../ad-display'
import { plural } from '../../../lib/plural'
import { useImportPerformance, type AdCampaign, type PerformanceImport } from '../queries'

/** The file the owner chose: its text, and what the server will make of it (the same pure reader). */
interface ChosenFile {
  name: string
  text: string
  days: number
  rejected: RejectedLine[]
}

function RejectedLines({ lines }: { lines: RejectedLine[] }) {
  return (
    <ul className="mt-1 max-h-40 list-inside list-disc overflow-auto text-sm">
      {lines.map((line) => (
        <li key={line.line}>
          Line {line.line}: {line.reason}
        </li>
      ))}
    </ul>
  )
}

/** The outcome of an import: how many days went in, and each line that did not, with why. */
function ImportResult({ result }: { result: PerformanceImport }) {
  return (
    <div className="mt-3 space-y-2" data-testid="ad-import-result">
      <p
        role="status"
        className={`alert ${result.imported > 0 ? 'alert-success' : 'alert-warning'} alert-soft text-sm`}
      >
        Imported {plural(result.imported, 'day')}
      </p>
      {result.rejected.length > 0 && (
        <div role="alert" className="alert alert-error alert-soft alert-vertical items-start text-sm">
          <p className="font-semibold">{plural(result.rejected.length, 'line was', 'lines were')} not imported:</p>
          <RejectedLines lines={result.rejected} />
        </div>
      )}
    </div>
  )
}

/**
 * 'Import CSV': the platform's daily report, read in the browser and sent as text. Before sending,
 * the same reader the server uses previews which lines it will refuse; the campaign's rows, the
 * page's totals and the chart refresh after the import.
 */
export function CsvImport({ campaign }: { campaign: AdCampaign }) {
  const headingId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<ChosenFile | null>(null)
  const [result, setResult] = useState<PerformanceImport | null>(null)
  const upload = useImportPerformance(campaign.id)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: performanceImportSchema,
    fallbackMessage: 'The figures could not be imported. Please try again.',
  })
  const [fileError, setFileError] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setResult(null)
    setFileError(null)
    setChosen(null)
    if (!file) return
    if (file.size > MAX_CSV_BYTES) return setFileError('The file is too large (at most 512 KB)')
    const text = await file.text()
    const { days, rejected } = readPerformanceCsv(text, {
      platforms: reportingPlatforms(campaign.platform),
      today: utcDay(Date.now()),
    })
    setChosen({ name: file.name, text, days: days.length, rejected })
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setResult(null)
    const done = await submit({ csv: chosen?.text }, async (payload) =>
      setResult(await upload.mutateAsync(payload.csv)),
    )
    if (!done) return
    setChosen(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const platforms = reportingPlatforms(campaign.platform).join(' or ')
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-base-300 pt-4">
      <h3 id={headingId} className="font-semibold">
        Import CSV
      </h3>
      <p className="mt-1 text-sm text-base-content/75">
        The platform's daily report, one row per day and platform ({platforms}), with a header row naming the columns{' '}
        <code className="text-xs">{CSV_COLUMNS.join(', ')}</code>. For example:
      </p>
      <pre className="mt-1 overflow-x-auto rounded bg-base-200 p-2 text-xs">
        {`${CSV_COLUMNS.join(',')}\n2026-07-04,${reportingPlatforms(campaign.platform)[0]},1200,48,3,36.50`}
      </pre>
      <form ref={formRef} noValidate className="mt-2" onSubmit={(event) => void send(event)}>
        <FormField
          label="CSV file"
          error={fileError ?? errors.csv}
          hint="A day already imported is replaced by the newer figures. At most 512 KB."
        >
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="file-input w-full"
            onChange={(event) => void choose(event)}
          />
        </FormField>
        {chosen && (
          <div className="mt-2 text-sm" data-testid="ad-import-preview">
            <p>
              {chosen.name}: {plural(chosen.days, 'day')} ready to import
              {chosen.rejected.length > 0 && `, ${plural(chosen.rejected.length, 'line')} will be skipped:`}
            </p>
            {chosen.rejected.length > 0 && <RejectedLines lines={chosen.rejected} />}
          </div>
        )}
        {formError && (
          <p role="alert" className="alert alert-error mt-3 text-sm">
            {formError}
          </p>
        )}
        <div className="mt-3 flex justify-end">
          <button type="submit" className="btn btn-primary btn-sm" disabled={upload.isPending}>
            {upload.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {upload.isPending ? 'Importing...' : 'Import'}
          </button>
        </div>
      </form>
      {result && <ImportResult result={result} />}
    </section>
  )
}
