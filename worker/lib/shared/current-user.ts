import type { AccountRole } from './enums'

/** GET /api/auth/user (spec §7). */
export interface CurrentUser {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
  /** False until the owner follows the link we emailed (or signed up through a provider that verified it). */
  emailVerified: boolean
  /** The help line renters call in an emergency (the issues page's banner shows it). */
  helpPhone: string | null
  /** IANA zone deciding the owner's 'today' (Resolved Today); null reads as UTC. */
  timeZone: string | null
  /** What this session acts as: an owner at /admin or a venue partner at /venue-portal. */
  role: AccountRole
  /** Every role the account holds (one account may be both); `role` is one of them. */
  roles: AccountRole[]
}
