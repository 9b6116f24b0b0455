import { Alert, Radio, Stack, Textarea } from '@mantine/core'
import { useCallback } from 'react'
import { MONO_INPUT_STYLES } from '@/components/mono-input'
import { useProjectConnection } from '../api/connection'
import { parseCustomClaims, type RoleChoice } from '@/features/database'
import { fetchImpersonatedUser } from '../api/users-query'
import type { TokenUser } from '../user-token'
import { UserPicker } from './user-picker'

type Kind = RoleChoice['kind']

/** What the person has chosen so far: checked and completed (the user's claims read) only when used. */
export interface RoleDraft {
  kind: Kind
  user: TokenUser | null
  claimsText: string
}

const KINDS: { value: Kind; label: string; description: string }[] = [
  { value: 'postgres', label: 'postgres (default)', description: 'The database owner: Row Level Security does not apply' },
  { value: 'anon', label: 'anon', description: 'Someone who is not signed in' },
  { value: 'user', label: 'Authenticated user', description: 'A user of this project, picked from Auth' },
  { value: 'claims', label: 'Custom claims', description: 'A user of a third-party auth provider, by the claims of their token' },
]

const EXAMPLE_CLAIMS = '{\n  "sub": "00000000-0000-0000-0000-000000000000",\n  "email": "someone@example.com"\n}'

export const roleDraftOf = (choice: RoleChoice): RoleDraft => ({
  kind: choice.kind,
  user: choice.kind === 'user' ? { id: choice.user.id, email: choice.user.email, phone: choice.user.phone, is_anonymous: choice.user.is_anonymous } : null,
  claimsText: choice.kind === 'claims' ? JSON.stringify(choice.claims, null, 2) : '',
})

export type ResolvedRole = { ok: true; choice: RoleChoice } | { ok: false; message: string }

/** Turns a draft into a choice: claims validated, the picked user read again from auth.users. */
export function useResolveRoleDraft(projectRef: string) {
  const connection = useProjectConnection(projectRef)
  return useCallback(
    async (draft: RoleDraft): Promise<ResolvedRole> => {
      if (draft.kind === 'postgres' || draft.kind === 'anon') return { ok: true, choice: { kind: draft.kind } }
      if (draft.kind === 'claims') {
        const parsed = parseCustomClaims(draft.claimsText)
        return parsed.ok ? { ok: true, choice: { kind: 'claims', claims: parsed.claims } } : parsed
      }
      if (!draft.user) return { ok: false, message: 'Pick a user to view as' }
      try {
        const found = await fetchImpersonatedUser(connection, draft.user.id)
        if (!found) return { ok: false, message: `No user with the id ${draft.user.id} is in auth.users any more. Pick another user.` }
        return { ok: true, choice: { kind: 'user', user: found, sessionId: crypto.randomUUID() } }
      } catch (failure) {
        return { ok: false, message: `The user could not be read: ${failure instanceof Error ? failure.message : String(failure)}` }
      }
    },
    [connection],
  )
}

/** The role fields (kind, user, claims) of the view-as-role picker and of the policy check, controlled. */
export function RoleChoiceFields({
  projectRef,
  value,
  onChange,
  error,
  label = 'Run queries as',
  userDescription = "Queries run with this user's claims: auth.uid() is their id",
  inPopover = false,
}: {
  projectRef: string
  value: RoleDraft
  onChange: (draft: RoleDraft) => void
  error?: string | null
  label?: string
  userDescription?: string
  /** In a popover: the user picker's options stay inside it (see UserPicker). */
  inPopover?: boolean
}) {
  return (
    <Stack gap="sm">
      <Radio.Group label={label} value={value.kind} onChange={(kind) => onChange({ ...value, kind: kind as Kind })}>
        <Stack gap={6} mt={6}>
          {KINDS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
          ))}
        </Stack>
      </Radio.Group>
      {value.kind === 'user' ? (
        <UserPicker projectRef={projectRef} value={value.user} onChange={(user) => onChange({ ...value, user })} description={userDescription} inPopover={inPopover} />
      ) : null}
      {value.kind === 'claims' ? (
        <Textarea
          label="Claims (JSON)"
          description="Run as the authenticated role with these claims in request.jwt.claims"
          placeholder={EXAMPLE_CLAIMS}
          autosize
          minRows={4}
          value={value.claimsText}
          onChange={(event) => onChange({ ...value, claimsText: event.currentTarget.value })}
          styles={MONO_INPUT_STYLES}
          error={error}
        />
      ) : error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  )
}
