import type { AddOn, AddOnUnit } from '../../../../worker/lib/shared/rate-card'
import { formatDollars } from '../../../../worker/lib/shared/money'

const UNIT_TEXT: Record<AddOnUnit, string> = { per_stay: 'per stay', per_night: 'a night', per_day: 'a day' }

export type AddOnQuantities = Record<string, number>

/** The RV's add-ons, each with how many the renter wants (0 to its maximum). */
export function AddOnPicker({
  addOns,
  quantities,
  onChange,
}: {
  addOns: AddOn[]
  quantities: AddOnQuantities
  onChange: (quantities: AddOnQuantities) => void
}) {
  if (addOns.length === 0) return null
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">Add-ons</legend>
      <ul className="mt-2 space-y-2">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={`add-on-${addOn.id}`}>
              {addOn.name}{' '}
              <span className="text-base-content/75">
                {formatDollars(addOn.priceCents)} {UNIT_TEXT[addOn.unit]}
              </span>
            </label>
            <select
              id={`add-on-${addOn.id}`}
              className="select select-sm w-20"
              value={quantities[addOn.id] ?? 0}
              onChange={(event) => onChange({ ...quantities, [addOn.id]: Number(event.target.value) })}
            >
              {Array.from({ length: addOn.maxQuantity + 1 }, (_, quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** The chosen add-ons as the API takes them and as the quote prices them. */
export function chosenAddOns(addOns: AddOn[], quantities: AddOnQuantities) {
  const chosen = addOns.filter((addOn) => (quantities[addOn.id] ?? 0) > 0)
  return {
    selection: chosen.map((addOn) => ({ addOnId: addOn.id, quantity: quantities[addOn.id]! })),
    priced: chosen.map((addOn) => ({ addOn, quantity: quantities[addOn.id]! })),
  }
}
