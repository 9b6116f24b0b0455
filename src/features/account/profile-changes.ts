import type { ProfileChanges } from './api/profile-update-mutation'

export interface ProfileFields {
  first_name: string
  last_name: string
  username: string
}

export const FIELD_LABELS: Record<keyof ProfileFields, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  username: 'Username',
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,32}$/
export const USERNAME_MESSAGE = 'A username has 3 to 32 letters, digits, dashes or underscores.'

/** Only the fields that differ from the saved profile, trimmed. */
export function profileChanges(saved: ProfileFields, edited: ProfileFields): ProfileChanges {
  const changes: ProfileChanges = {}
  for (const key of Object.keys(FIELD_LABELS) as (keyof ProfileFields)[]) {
    const value = edited[key].trim()
    if (value !== saved[key]) changes[key] = value
  }
  return changes
}

/** 'Saved: first name and username.' */
export function savedMessage(changes: ProfileChanges) {
  const names = (Object.keys(changes) as (keyof ProfileFields)[]).map((key) => FIELD_LABELS[key].toLowerCase())
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `Saved: ${list}.`
}
