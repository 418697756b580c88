/** '1 mile', '30.4 miles': distances as step 2 and 3 show them (already to a tenth). */
export const milesText = (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'}`

interface DeliveryChoiceProps {
  label: string
  detail: string
  /** A second line: opening hours and instructions, or why the choice is not offered. */
  note?: string | null
  checked: boolean
  disabled?: boolean
  onChoose: () => void
}

/** One way the RV meets the renter, as a radio card of step 2's 'Delivery location'. */
export function DeliveryChoice({ label, detail, note, checked, disabled = false, onChoose }: DeliveryChoiceProps) {
  const look = disabled
    ? 'cursor-not-allowed border-base-300 bg-base-200 opacity-75'
    : checked
      ? 'cursor-pointer border-primary bg-primary/5'
      : 'cursor-pointer border-base-300 bg-base-100'
  return (
    <label className={`card flex-row items-start gap-3 border p-4 ${look}`}>
      <input
        type="radio"
        name="delivery"
        className="radio radio-primary mt-1"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-base-content/75">{detail}</span>
        {note && <span className="mt-1 block text-sm text-base-content/75">{note}</span>}
      </span>
    </label>
  )
}
