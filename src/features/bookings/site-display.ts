/** How a partner's site and an arrival window read in the wizard and the owner's booking details. */
import type { ArrivalWindow } from '../../../worker/lib/shared/enums'

/** '14:00' → '2 pm'; '08:30' → '8:30 am'. */
function hourText(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const clock = hours % 12 === 0 ? 12 : hours % 12
  return `${clock}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`
}

/** '08:00-10:00' → '8 am – 10 am' (the venue's local time). */
export function arrivalWindowLabel(window: ArrivalWindow) {
  const [from = '', to = ''] = window.split('-')
  return `${hourText(from)} – ${hourText(to)}`
}

interface SiteFit {
  size: string
  maxRvLength: number | null
  amps: number | null
  water: boolean
  sewer: boolean
  pullThrough: boolean
}

/** 'Large · up to 40 ft · 50 amp, water, sewer · pull-through': what a site offers, in one line. */
export function siteFeatures(site: SiteFit) {
  const hookups = [site.amps ? `${site.amps} amp` : null, site.water ? 'water' : null, site.sewer ? 'sewer' : null]
    .filter(Boolean)
    .join(', ')
  return [
    site.size.charAt(0).toUpperCase() + site.size.slice(1),
    site.maxRvLength ? `up to ${site.maxRvLength} ft` : 'any length',
    hookups || 'no hookups',
    site.pullThrough ? 'pull-through' : 'back-in',
  ].join(' · ')
}
