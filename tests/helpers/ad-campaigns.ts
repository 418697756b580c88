/** An owner's ad campaign through the real API, as the advertising tests read it. */
import { api, type Api, type JsonOf } from './worker-client'

export async function createAd(cookie: string, json: JsonOf<Api['ad-campaigns']['$post']>) {
  const response = await api(cookie)['ad-campaigns'].$post({ json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}
