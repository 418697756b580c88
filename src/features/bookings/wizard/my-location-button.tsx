/**
 * 'Use my location': the browser's position (with the renter's permission) becomes the nearest ZIP
 * code, which then fills the zip field. Shared by the landing page's search and step 1. The call
 * lives here rather than in ../queries.ts so the landing page does not download the wizard's queries.
 */
import { useState } from 'react'
import { client, errorMessage, json } from '../../../lib/api'

const nearestZipCode = ({ latitude, longitude }: GeolocationCoordinates) =>
  json(client.rvs['nearest-zip'].$get({ query: { latitude: String(latitude), longitude: String(longitude) } }))

/**
 * Hidden where the browser offers no geolocation (it never does outside HTTPS). Loaded lazily once
 * the page runs: the prerendered page cannot know whether the browser has it.
 */
export default function MyLocationButton({ onZipCode }: { onZipCode: (zipCode: string) => void }) {
  const [state, setState] = useState<{ pending?: boolean; error?: string; found?: string }>({})
  if (!window.isSecureContext || !('geolocation' in navigator)) return null

  function locate() {
    setState({ pending: true })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void nearestZipCode(position.coords).then(
          ({ zipCode }) => {
            setState({ found: zipCode })
            onZipCode(zipCode)
          },
          (error: unknown) => setState({ error: errorMessage(error, 'No zip code was found near you.') }),
        )
      },
      (error) =>
        setState({
          error:
            error.code === error.PERMISSION_DENIED
              ? 'Location access is turned off for this site. Allow it in your browser, or type your zip code.'
              : 'Your location could not be found. Type your zip code instead.',
        }),
      // A position from the last few minutes is as good as a new one for finding a ZIP code.
      { maximumAge: 300_000, timeout: 15_000 },
    )
  }

  return (
    <div className="text-sm">
      <button type="button" className="btn btn-link btn-sm px-0" disabled={state.pending} onClick={locate}>
        {state.pending ? 'Finding your location...' : 'Use my location'}
      </button>
      <p role="status" className="sr-only">
        {state.found && `Zip code ${state.found}, nearest to you, filled in`}
      </p>
      {state.error && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {state.error}
        </p>
      )}
    </div>
  )
}
