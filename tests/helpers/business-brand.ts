/** An owner's business profile, with a logo they uploaded, set through the real API: emails and receipts carry it. */
import { expect } from 'vitest'
import { api, type Api, type JsonOf } from './worker-client'

/** A 1×1 red PNG: an image pdf-lib can draw. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4Y2wMAAMBATPEwnsTAAAAAElFTkSuQmCC'),
  (char) => char.charCodeAt(0),
)
/** What uploads takes for a WebP (its leading bytes): stored, but not an image pdf-lib draws. */
const WEBP = Uint8Array.from('RIFF\0\0\0\0WEBPVP8 ', (char) => char.charCodeAt(0))

/** Uploads a logo of `kind` as the owner; its /media/ address. */
export async function uploadLogo(cookie: string, kind: 'png' | 'webp' = 'png') {
  const file = new File([kind === 'png' ? PNG : WEBP], `logo.${kind}`, { type: `image/${kind}` })
  const response = await api(cookie).uploads.$post({ form: { file } })
  expect(response.status).toBe(201)
  return (await response.json()).url
}

type Profile = JsonOf<Api['business']['profile']['$put']>

/** Saves the owner's business profile (time zone UTC unless given). */
export async function setBusinessProfile(cookie: string, profile: Omit<Profile, 'timeZone'> & Partial<Profile>) {
  const response = await api(cookie).business.profile.$put({ json: { timeZone: 'UTC', ...profile } })
  expect(response.status).toBe(200)
}
