import { useState } from 'react'
import type { Quote } from '../../../../worker/modules/bookings/rules/pricing'
import type { PublicQuoteInput } from '../../../../worker/modules/bookings/schemas'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api'
import { useRenterQuote } from '../queries'

interface PromotionCodeFieldProps {
  /** The stay the code would discount (the server prices it again with the code). */
  stay: Omit<PublicQuoteInput, 'promotionCode'>
  applied: string | null
  /** The code the server accepted and its discounted quote; null when the renter removes it. */
  onApplied: (applied: { code: string; quote: Quote } | null) => void
}

/** Step 3's promotion code: the server checks it and answers the quote with its discount line, or says why not. */
export function PromotionCodeField({ stay, applied, onApplied }: PromotionCodeFieldProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const check = useRenterQuote()

  async function apply() {
    setError(undefined)
    if (!code.trim()) return setError('Enter a promotion code')
    try {
      const quote = await check.mutateAsync({ ...stay, promotionCode: code })
      onApplied({ code: code.trim().toUpperCase(), quote })
    } catch (failure) {
      setError(errorMessage(failure, 'We could not check that code. Please try again.'))
    }
  }

  if (applied)
    return (
      <p className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" role="status">
        <span>
          Code <strong>{applied}</strong> applied.
        </span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onApplied(null)}>
          Remove code
        </button>
      </p>
    )
  return (
    <div className="mt-4 flex items-end gap-2">
      <FormField label="Promotion code" error={error} className="flex-1">
        <input
          className="input w-full uppercase"
          name="promotionCode"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            // A refusal was about the code that was typed; it goes with that code.
            setError(undefined)
          }}
          onKeyDown={(event) => {
            // Enter applies the code (the field is outside the booking form, so it submits nothing else).
            if (event.key === 'Enter') {
              event.preventDefault()
              void apply()
            }
          }}
        />
      </FormField>
      <button type="button" className="btn btn-outline mb-1" disabled={check.isPending} onClick={() => void apply()}>
        {check.isPending ? 'Checking...' : 'Apply'}
      </button>
    </div>
  )
}
